import { highlight, snippet } from '../../src/search/highlight';
import { parseSnippetAttributes, searchIndex } from '../../src/search/docsearch-hits';
import { camelParts, queryTerms, termsOf } from '../../src/shared/search/terms';
import type { SearchRecord } from '../../src/shared/search/types';

const record = (
  type: SearchRecord['type'],
  lvl1: string,
  lvl2: string | null,
  content: string | null,
  url: string,
  lvl0 = 'Guides',
): SearchRecord => ({
  type,
  url,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null },
  content,
});

const RECORDS: SearchRecord[] = [
  record('lvl1', 'Fonts', null, null, '/fonts/'),
  record('content', 'Fonts', null, 'Pass a theme with your own fonts to the provider.', '/fonts/'),
  record('lvl1', 'Theming', null, null, '/theming/'),
  record('lvl2', 'Theming', 'Custom theme', null, '/theming/#custom'),
  record(
    'content',
    'Theming',
    'Custom theme',
    'Spread the default theme and change the colors you need.',
    '/theming/#custom',
  ),
  record('content', 'Theming', 'Custom theme', 'A second paragraph about the theme object.', '/theming/#custom'),
  record('lvl2', 'Theming', 'Light and dark mode', null, '/theming/#dark'),
  record('content', 'Theming', 'Light and dark mode', 'Switch between the two default themes.', '/theming/#dark'),
  record('lvl1', 'Button', null, null, '/button/', 'Components'),
  record(
    'content',
    'Button',
    null,
    'A button is a component the user presses. Use TextInput for text.',
    '/button/',
    'Components',
  ),
  record('lvl2', 'Button', 'Props', null, '/button/#props', 'Components'),
  record('lvl3', 'Button', 'Props', null, '/button/#prop-dark', 'Components'),
  record('lvl1', 'TextInput', null, null, '/text-input/', 'Components'),
  record('content', 'TextInput', null, 'A component to let users enter text.', '/text-input/', 'Components'),
  record('lvl1', 'Appbar', null, null, '/appbar/', 'Components'),
  record('content', 'Appbar', null, 'A bar at the top of the screen.', '/appbar/', 'Components'),
  record('lvl1', 'ActivityIndicator', null, null, '/activity-indicator/', 'Components'),
  record('content', 'ActivityIndicator', null, 'Shows progress.', '/activity-indicator/', 'Components'),
  // Its other names, as its page says them (other-names.json).
  record('content', 'ActivityIndicator', null, 'Also called spinner.', '/activity-indicator/', 'Components'),
];
RECORDS[11].hierarchy.lvl3 = 'dark';
const INDEX = { records: RECORDS, hints: {} };

const urls = (query: string) => searchIndex(INDEX, query).hits.map((h) => h.url);
const pages = (query: string) => searchIndex(INDEX, query).hits.map((h) => h.url_without_anchor);
const matched = (terms: string[], queryWords = terms.length) => ({ terms: new Set(terms), queryWords });

describe('search terms', () => {
  it('splits compound names into their parts', () => {
    expect(camelParts('TextInput')).toEqual(['Text', 'Input']);
    expect(camelParts('MD3DarkTheme')).toEqual(['MD3', 'Dark', 'Theme']);
    expect(camelParts('FABGroup')).toEqual(['FAB', 'Group']);
    expect(camelParts('button')).toEqual([]);
  });

  it('indexes a word and its stem, and no stop words', () => {
    expect(termsOf('Theming')).toEqual(['theming', 'theme']);
    expect(termsOf('the')).toEqual([]);
  });

  it('reads a query as stems, compound parts, joined neighbours and synonyms', () => {
    const { words, typed, alternatives } = queryTerms('the App bar textarea');
    expect(words).toBe(3);
    expect(typed.map((t) => t.term)).toEqual(['app', 'bar', 'textarea']);
    expect(alternatives).toEqual([
      { term: 'appbar', covers: [0, 1] },
      { term: 'bartextarea', covers: [1, 2] },
      { term: 'multiline', covers: [2] },
    ]);
    // Porter stems: "usetheme" -> "usethem", "use" -> "us", as on the index side.
    expect(queryTerms('useTheme').typed).toEqual([
      { term: 'usethem', covers: [0] },
      { term: 'us', covers: [0], part: true },
      { term: 'theme', covers: [0], part: true },
    ]);
  });
});

describe('highlighting', () => {
  it('marks the words the engine matched, in any form, and escapes the rest', () => {
    expect(highlight(matched(['theme']), 'The theming of the <Button>').value).toBe(
      'The <mark>theming</mark> of the &lt;Button&gt;',
    );
    const h = highlight(matched(['custom', 'theme']), 'Custom theme');
    expect(h.matchLevel).toBe('full');
    expect(h.matchedWords).toEqual(['custom', 'theme']);
    expect(h.fullyHighlighted).toBe(true);
    expect(highlight(matched(['custom'], 2), 'Custom theme').matchLevel).toBe('partial');
    expect(highlight(matched(['zzz']), 'Custom theme').matchLevel).toBe('none');
  });

  it('cuts a snippet of n words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    expect(snippet(matched(['eleven']), text, 10).value).toBe(
      '…five six seven eight nine ten <mark>eleven</mark> twelve thirteen fourteen',
    );
    expect(snippet(matched(['nine']), text, 5).value).toBe('…eight <mark>nine</mark> ten eleven twelve…');
    expect(snippet(matched(['two']), text, 5).value).toBe('one <mark>two</mark> three four five…');
    expect(snippet(matched(['one']), 'one two', 10).value).toBe('<mark>one</mark> two');
  });
});

describe('local search ranking', () => {
  it('finds words being typed, word forms and typos', () => {
    expect(urls('butt')[0]).toBe('/button/');
    expect(pages('themes')[0]).toBe('/theming/');
    expect(urls('buton')[0]).toBe('/button/');
    expect(pages('thmeing')[0]).toBe('/theming/');
    expect(urls('')).toEqual([]);
    expect(urls('the')).toEqual([]);
    expect(urls('qwertyzz')).toEqual([]);
  });

  it('matches compound names whole and by their parts', () => {
    expect(urls('textinput')[0]).toBe('/text-input/');
    expect(urls('text input')[0]).toBe('/text-input/');
    expect(urls('app bar')[0]).toBe('/appbar/');
  });

  it('finds a component by another name its page says (other-names.json), with no synonym for it', () => {
    expect(urls('spinner')[0]).toBe('/activity-indicator/');
  });

  it('puts the page a query names before pages that mention it, one hit per URL', () => {
    const hits = urls('button');
    expect(hits[0]).toBe('/button/');
    expect(new Set(hits).size).toBe(hits.length);
    expect(pages('theme')[0]).toBe('/theming/');
  });

  it('ranks sections with every word, side by side, first, and still answers when no section has them all', () => {
    expect(urls('dark mode')[0]).toBe('/theming/#dark');
    expect(urls('custom theme')[0]).toBe('/theming/#custom');
    expect(urls('button zebra')[0]).toBe('/button/');
  });

  it('returns hits in the shape DocSearch reads, with highlight and snippet results', () => {
    const [hit] = searchIndex(INDEX, 'colors', { snippetWords: parseSnippetAttributes(['content:5']) }).hits;
    expect(hit).toMatchObject({
      type: 'content',
      url: '/theming/#custom',
      url_without_anchor: '/theming/',
      anchor: 'custom',
      hierarchy: { lvl0: 'Guides', lvl1: 'Theming', lvl2: 'Custom theme', lvl3: null, lvl4: null },
    });
    expect(typeof hit.objectID).toBe('string');
    expect(hit._highlightResult.content?.value).toContain('<mark>colors</mark>');
    expect(hit._snippetResult.content?.value).toBe('…change the <mark>colors</mark> you need.');
    expect(hit._snippetResult.hierarchy.lvl1.value).toBe('Theming');
    expect(hit._highlightResult.hierarchy_camel[0]).toBe(hit._highlightResult.hierarchy);
  });

  it('shows a section by the text that matched most, or by its heading', () => {
    expect(searchIndex(INDEX, 'paragraph object').hits[0]).toMatchObject({
      type: 'content',
      content: 'A second paragraph about the theme object.',
    });
    expect(searchIndex(INDEX, 'custom').hits[0]).toMatchObject({ type: 'lvl2', content: null });
    // A page found by its title is shown as the page, which DocSearch needs to remember it as a recent search.
    expect(searchIndex(INDEX, 'fonts provider').hits[0]).toMatchObject({ type: 'lvl1', url: '/fonts/' });
  });

  it('pages the hits and counts them all', () => {
    const many = Array.from({ length: 45 }, (_, i) => record('content', 'Page', null, `theme ${i}`, `/p/#${i}`));
    const manyIndex = { records: many, hints: {} };
    const first = searchIndex(manyIndex, 'theme');
    expect(first.hits).toHaveLength(20);
    expect(first.nbHits).toBe(45);
    expect(searchIndex(manyIndex, 'theme', { page: 2 }).hits).toHaveLength(5);
    expect(parseSnippetAttributes(['content:10', 'hierarchy.lvl1'])).toEqual(
      new Map([
        ['content', 10],
        ['hierarchy.lvl1', 10],
      ]),
    );
  });
});
