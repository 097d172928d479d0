import { searchIndex } from '../../src/search/docsearch-hits';
import { isMigrationQuery } from '../../src/shared/search/migration-intent';
import { wordStems } from '../../src/shared/search/terms';
import { createEngine, createEngineInChunks } from '../../src/shared/search/engine';
import type { SearchHints, SearchRecord } from '../../src/shared/search/types';
import { heading, prop, text, title } from '../helpers/search-records';

/** Names the library defines come before pages that mention them; hints lead dropped names and migration questions. */

const RECORDS: SearchRecord[] = [
  // A guide that mentions sceneAnimationEnabled many times, and TextInput and Snackbar in passing.
  title('/animations/', 'Animations'),
  text(
    '/animations/',
    'Animations',
    'Set sceneAnimationEnabled to animate; sceneAnimationEnabled is off by default; sceneAnimationEnabled.',
  ),
  text(
    '/animations/',
    'Animations',
    'A TextInput shows its tabs at the bottom of the screen, one screen per tab, and shows a badge.',
  ),
  heading('/animations/#hooks', 'Animations', 'The useMotion hook'),
  text('/animations/#hooks', 'Animations', 'Call it in a component.', 'Guides', 'The useMotion hook'),
  title('/bottom-navigation/', 'BottomNavigation', 'Components'),
  text('/bottom-navigation/', 'BottomNavigation', 'Tabs at the bottom.', 'Components'),
  prop('/bottom-navigation/', 'BottomNavigation', 'sceneAnimationEnabled', 'Whether scenes animate.'),
  title('/text-input/', 'TextInput', 'Components'),
  text('/text-input/', 'TextInput', 'Lets users enter text.', 'Components'),
  prop('/text-input/', 'TextInput', 'textColor', 'Colour of the text input text.'),
  prop('/text-input/', 'TextInput', 'variant', 'filled or outlined.'),
  title('/snackbar/', 'Snackbar', 'Components'),
  text(
    '/snackbar/',
    'Snackbar',
    'Brief feedback through a message rendered at the bottom of its container.',
    'Components',
  ),
  title('/migration/', 'Migrating to 6.0'),
  heading('/migration/#helpertext', 'Migrating to 6.0', 'HelperText'),
  text('/migration/#helpertext', 'Migrating to 6.0', 'Pass the message to supportingText.', 'Guides', 'HelperText'),
  heading('/migration/#usemotion', 'Migrating to 6.0', 'useMotion takes no options'),
];

const HINTS: SearchHints = {
  migrationGuide: '/migration/',
  moved: { helpertext: ['/migration/#helpertext', '/text-input/#prop-variant'] },
};

const urls = (query: string, hints: SearchHints = HINTS) =>
  searchIndex({ records: RECORDS, hints }, query).hits.map((hit) => hit.url);

describe('search for the names of the library', () => {
  it("puts a prop's row before a page that mentions the prop more often", () => {
    expect(urls('sceneAnimationEnabled')[0]).toBe('/bottom-navigation/#prop-sceneAnimationEnabled');
    // Typed in lower case, a compound name is still the name.
    expect(urls('sceneanimationenabled')[0]).toBe('/bottom-navigation/#prop-sceneAnimationEnabled');
  });

  it('puts a guide section whose heading names a hook first, but not the migration guide, which names what changed', () => {
    expect(urls('useMotion')[0]).toBe('/animations/#hooks');
  });

  it("puts the page of a name that is the whole query first, and the page's rows before other pages when the query adds a word", () => {
    expect(urls('text input')[0]).toBe('/text-input/');
    expect(urls('TextInput variant')[0]).toBe('/text-input/#prop-variant');
  });

  it('leads a name the version dropped to what the hints name, in their order, then the other results', () => {
    const hits = urls('HelperText');
    expect(hits.slice(0, 2)).toEqual(['/migration/#helpertext', '/text-input/#prop-variant']);
    expect(urls('helper text').slice(0, 2)).toEqual(hits.slice(0, 2));
  });

  it('reads a dropped name inside a longer query as defined where it moved, before the names the version has', () => {
    const hints = { ...HINTS, moved: { ...HINTS.moved, textinputmode: ['/migration/#textinput-mode'] } };
    const records = [
      ...RECORDS,
      heading('/migration/#textinput-mode', 'Migrating to 6.0', 'TextInput mode becomes variant'),
      text(
        '/migration/#textinput-mode',
        'Migrating to 6.0',
        'Rename mode to variant.',
        'Guides',
        'TextInput mode becomes variant',
      ),
    ];
    const first = (query: string) => searchIndex({ records, hints }, query).hits[0].url;
    // "textinput" alone would be TextInput, whose sections then come first.
    expect(first('textinput mode flat outlined variant')).toBe('/migration/#textinput-mode');
    expect(first('HelperText props')).toBe('/migration/#helpertext');
    // One plain word is a word, not the dropped name (as `mode` is not a prop of its own).
    expect(first('helpertext')).toBe('/migration/#helpertext');
    expect(urls('variant textinput')[0]).not.toMatch(/^\/migration\//);
  });

  it("puts a family's member first when the query names the family and, elsewhere in it, the member's own word", () => {
    const records = [
      ...RECORDS,
      prop('/text-input/', 'TextInput', 'dense', 'Makes the input smaller, with less space inside.'),
      title('/text-input-icon/', 'TextInput.Icon', 'Components'),
      text('/text-input-icon/', 'TextInput.Icon', 'An icon to show at either end of the field.', 'Components'),
    ];
    const first = (query: string) => searchIndex({ records, hints: HINTS }, query).hits[0].url;
    // TextInput's `dense` row has two of the words, and TextInput is spelled: it came first.
    expect(first('icon inside textinput')).toBe('/text-input-icon/');
    expect(first('space inside textinput')).toBe('/text-input/#prop-dense');
  });

  it("puts a prop's row first when its name is one of the query's words, in lower case too", () => {
    const records = [
      title('/chip/', 'Chip', 'Components'),
      text('/chip/', 'Chip', 'A compact element.', 'Components'),
      prop('/chip/', 'Chip', 'size', 'How big the chip is.'),
      heading('/chip/#sizes', 'Chip', 'Sizes and spacing', 'Components'),
      text('/chip/#sizes', 'Chip', 'Chips come in one size.', 'Components', 'Sizes and spacing'),
    ];
    const first = (query: string) => searchIndex({ records, hints: {} }, query).hits[0].url;
    // The section has "size" in its heading and its text, the row only in its name: it came first.
    expect(first('chip size')).toBe('/chip/#prop-size');
    expect(first('chip sizes and spacing')).toBe('/chip/#sizes');
  });

  it('leads a migration question to the migration guide', () => {
    expect(urls('upgrading to v6')[0]).toBe('/migration/');
    expect(urls('upgrading to v6', {})[0]).not.toBe('/migration/');
  });

  it("puts a component whose description has the reader's words before pages that have them elsewhere", () => {
    expect(urls('show a message at the bottom of the screen')[0]).toBe('/snackbar/');
  });

  it("reads a platform's name in a heading as a word, not a name the section defines (iOS is no library name)", () => {
    const records = [
      ...RECORDS,
      heading('/ripple/#ios', 'Ripple', 'iOS'),
      text('/ripple/#ios', 'Ripple', 'A highlight instead of a ripple.', 'Guides', 'iOS'),
      heading('/snackbar/#keyboard', 'Snackbar', 'Why is my Snackbar hidden behind the keyboard?', 'Components'),
      text(
        '/snackbar/#keyboard',
        'Snackbar',
        'Lift it above the keyboard.',
        'Components',
        'Why is my Snackbar hidden behind the keyboard?',
      ),
    ];
    const hits = searchIndex({ records, hints: HINTS }, 'snackbar under keyboard ios').hits.map((hit) => hit.url);
    expect(hits[0]).toBe('/snackbar/#keyboard');
  });

  it('answers words every object inherits without reading them as hints', () => {
    for (const query of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(() => urls(query)).not.toThrow();
  });
});

describe('migration questions', () => {
  const asks = (query: string) => isMigrationQuery(wordStems(query));
  it.each([
    'migrate from v4',
    'upgrading to 6.0',
    'breaking changes',
    "what's new in 6.0",
    'v5 to v6',
    'migration guide',
  ])('"%s" is one', (query) => expect(asks(query)).toBe(true));
  it.each(['migrating from createMaterialBottomTabNavigator', 'new', 'changes to the theme', 'button', ''])(
    '"%s" is not',
    (query) => expect(asks(query)).toBe(false),
  );
});

describe('indexing in slices', () => {
  it('answers the same as indexing in one go, giving the event loop turns in between', async () => {
    const records = Array.from({ length: 3000 }, (_, i) =>
      text(`/p${i}/`, `Page ${i}`, `theme number ${i} and more words`),
    );
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    const sliced = await createEngineInChunks({ records, hints: {} });
    clearInterval(counting);
    const whole = createEngine({ records, hints: {} });
    const top = (engine: typeof whole) =>
      engine
        .search('theme 2999')
        .matches.slice(0, 3)
        .map((m) => m.section.url);
    expect(top(sliced)).toEqual(top(whole));
    expect(top(sliced)[0]).toBe('/p2999/');
    // The page got turns while the index was built.
    expect(turns).toBeGreaterThan(0);
  });
});

describe('reader words for what the library names otherwise', () => {
  const FIELDS: SearchRecord[] = [
    title('/button/', 'Button', 'Components'),
    text('/button/', 'Button', 'A button is a component the user can press to act.', 'Components'),
    prop('/button/', 'Button', 'uppercase', 'Make the label text uppercased.'),
    prop('/button/', 'Button', 'textColor', 'Custom text color for the button.'),
    prop('/button/', 'Button', 'mode', 'text, outlined or contained.'),
    title('/text-input/', 'TextInput', 'Components'),
    text('/text-input/', 'TextInput', 'A field where users enter text.', 'Components'),
    prop('/text-input/', 'TextInput', 'multiline', 'Whether the input can have multiple lines.'),
    prop('/text-input/', 'TextInput', 'outlineColor', 'Outline color of the outlined input when inactive.'),
    prop('/text-input/', 'TextInput', 'activeOutlineColor', 'Outline color of the outlined input when focused.'),
    prop('/text-input/', 'TextInput', 'textColor', 'Color of the text in the input.'),
    prop('/text-input/', 'TextInput', 'dense', 'Sets min height with densed layout.'),
  ];
  const first = (query: string) => searchIndex({ records: FIELDS, hints: {} }, query).hits[0]?.url;

  it("reads the web's and CSS's words as Paper's: textarea, all caps, border, focused", () => {
    expect(first('textarea component')).toBe('/text-input/#prop-multiline');
    expect(first('button text not all caps')).toBe('/button/#prop-uppercase');
    expect(first('textinput border color when focused')).toBe('/text-input/#prop-activeOutlineColor');
  });
});
