import { nextStateWords } from '../helpers/next-state-words';

// What __tests__/build/current-version-words.test.ts looks for on the current version's pages.
describe('words only a next version says', () => {
  it.each([
    'By the end you will have the alpha release and its new peer dependencies installed.',
    '6.0.0-alpha.0 is a pre-release',
    'It is an alpha: APIs can still change before the stable release.',
    'There is no `next` or `alpha` tag, so a plain install gets Paper 5.',
    'Install the React Native Paper 6 alpha with Reanimated.',
    'Paper 6 is in alpha, and its code lives on main.',
    '`TextInput` in alpha.0 uses a fixed 4 dp radius.',
    '(This was found by reading the alpha’s source.)'.replace('’', "'"),
    'Alpha APIs can still change before the stable release.',
    'npm install react-native-paper@7.0.0-rc.1 react-native-safe-area-context',
    'yarn add react-native-paper@next',
    'npx expo install react-native-paper@beta',
    'A prerelease build of 7.0.',
  ])('%s', (text) => {
    expect(nextStateWords(text)).not.toEqual([]);
  });

  it.each([
    'const faded = color(colors.primary).alpha(0.5).rgb().string();',
    'Enter and exit (scale + alpha) on the FAB itself.',
    'needsOffscreenAlphaCompositing',
    'Sorted in alphabetical order, the alphabet of icon names.',
    'Set the alpha channel of the colour, an alpha value between 0 and 1.',
    'npm install react-native-paper react-native-safe-area-context',
    'npm install react-native-paper@5 and release 6.0.0 of the library.',
    'The next version is documented at /7.x/docs/.',
  ])('not: %s', (text) => {
    expect(nextStateWords(text)).toEqual([]);
  });
});
