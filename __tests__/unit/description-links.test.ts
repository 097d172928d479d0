import { resolveDescriptionLinks } from '../../gatsby/description-links';

const DOC_IDS = ['components/Portal', 'components/ToggleButton/ToggleButtonRow', 'components/Dialog/Dialog'];
const link = (href: string) => `<p>See <a href="${href}">it</a>.</p>`;

describe('resolveDescriptionLinks', () => {
  it.each(['../../Portal', '../Portal', './Portal', 'Portal/'])('sends %s to the Portal page', (href) => {
    expect(resolveDescriptionLinks(link(href), DOC_IDS, '/react-native-paper')).toBe(link('/react-native-paper/docs/components/Portal/'));
  });

  it('finds a component documented under its family, and keeps the fragment', () => {
    expect(resolveDescriptionLinks(link('ToggleButtonRow#props'), DOC_IDS, '')).toBe(link('/docs/components/ToggleButton/ToggleButtonRow/#props'));
  });

  it('leaves absolute, site-rooted and fragment links alone, and relative links nothing matches', () => {
    for (const href of ['https://reactnative.dev/docs/view', '/react-native-paper/docs/guides/theming/', '#props', '../NoSuchThing']) {
      expect(resolveDescriptionLinks(link(href), DOC_IDS, '/react-native-paper')).toBe(link(href));
    }
  });
});
