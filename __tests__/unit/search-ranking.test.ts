import { highlight, queryWords, snippet } from '../../src/search/highlight';
import { parseSnippetAttributes, searchRecords } from '../../src/search/ranking';
import type { SearchRecord } from '../../src/search/types';

const record = (type: SearchRecord['type'], lvl1: string, lvl2: string | null, content: string | null, url: string, lvl0 = 'Guides'): SearchRecord => ({
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
  record('content', 'Theming', 'Custom theme', 'Spread the default theme and change the colors you need.', '/theming/#custom'),
  record('content', 'Theming', 'Custom theme', 'A second paragraph about the theme object.', '/theming/#custom'),
  record('lvl1', 'Button', null, null, '/button/', 'Components'),
  record('content', 'Button', null, 'A button is a component the user presses.', '/button/', 'Components'),
];

describe('query words and highlighting', () => {
  it('splits the query into lower-case words; the last is a prefix unless a space follows', () => {
    expect(queryWords('Custom THEME')).toEqual({ words: ['custom', 'theme'], lastIsPrefix: true });
    expect(queryWords('theme ')).toEqual({ words: ['theme'], lastIsPrefix: false });
    expect(queryWords('  ')).toEqual({ words: [], lastIsPrefix: false });
  });

  it('marks whole words, and only the typed start of the last word', () => {
    expect(highlight(queryWords('the them'), 'The theming of the <Button>').value).toBe(
      '<mark>The</mark> <mark>them</mark>ing of <mark>the</mark> &lt;Button&gt;',
    );
    const h = highlight(queryWords('custom theme'), 'Custom theme');
    expect(h.matchLevel).toBe('full');
    expect(h.matchedWords).toEqual(['custom', 'theme']);
    expect(h.fullyHighlighted).toBe(true);
    expect(highlight(queryWords('custom x'), 'Custom theme').matchLevel).toBe('partial');
    expect(highlight(queryWords('zzz'), 'Custom theme').matchLevel).toBe('none');
  });

  it('cuts a snippet of n words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    expect(snippet(queryWords('eleven'), text, 10).value).toBe('…five six seven eight nine ten <mark>eleven</mark> twelve thirteen fourteen');
    expect(snippet(queryWords('nine'), text, 5).value).toBe('…eight <mark>nine</mark> ten eleven twelve…');
    expect(snippet(queryWords('two'), text, 5).value).toBe('one <mark>two</mark> three four five…');
    expect(snippet(queryWords('one'), 'one two', 10).value).toBe('<mark>one</mark> two');
  });
});

describe('local search ranking', () => {
  it('ANDs the query words and matches the last one as a prefix', () => {
    expect(searchRecords(RECORDS, 'defaul them').hits.map((h) => h.url)).toEqual([]);
    expect(searchRecords(RECORDS, 'default them').hits.map((h) => h.url)).toEqual(['/theming/#custom']);
    expect(searchRecords(RECORDS, 'butt').hits.map((h) => h.url)).toEqual(['/button/']);
    expect(searchRecords(RECORDS, '').nbHits).toBe(0);
  });

  it('ranks title and heading matches over content, one hit per URL', () => {
    const { hits, nbHits } = searchRecords(RECORDS, 'theme');
    expect(hits.map((h) => [h.url, h.type])).toEqual([
      ['/theming/#custom', 'lvl2'],
      ['/fonts/', 'content'],
    ]);
    expect(nbHits).toBe(2);
    expect(searchRecords(RECORDS, 'button').hits[0].type).toBe('lvl1');
  });

  it('returns hits in the shape DocSearch reads, with highlight and snippet results', () => {
    const [hit] = searchRecords(RECORDS, 'colors', { snippetWords: parseSnippetAttributes(['content:5']) }).hits;
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

  it('pages the hits and counts them all', () => {
    const many = Array.from({ length: 45 }, (_, i) => record('content', 'Page', null, `theme ${i}`, `/p/#${i}`));
    const first = searchRecords(many, 'theme');
    expect(first.hits).toHaveLength(20);
    expect(first.nbHits).toBe(45);
    expect(searchRecords(many, 'theme', { page: 2 }).hits).toHaveLength(5);
    expect(parseSnippetAttributes(['content:10', 'hierarchy.lvl1'])).toEqual({ content: 10, 'hierarchy.lvl1': 10 });
  });
});
