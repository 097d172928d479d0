import { buildIconSearchIndex, iconKeywords, iconSearchIndex } from '../../gatsby/build-files/icon-search-index';
import { decodeKeywords, encodeKeywords, type IconKeywords } from '../../src/shared/icon-keywords';
import { countLabel, queryTerms, searchIcons } from '../../src/components/IconBrowser/search';

const glyphMap: Record<
  string,
  number
> = require('@react-native-vector-icons/material-design-icons/glyphmaps/MaterialDesignIcons.json');

const names = [
  'account',
  'account-circle',
  'arrow-collapse-left',
  'arrow-left',
  'arrow-left-bold',
  'home-account',
  'left-arrow-box',
];

describe('icon search', () => {
  it('splits a query into lowercase words', () => {
    expect(queryTerms('  Arrow   LEFT ')).toEqual(['arrow', 'left']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('returns every name for an empty query', () => {
    expect(searchIcons(names, '')).toBe(names);
    expect(searchIcons(names, '  ')).toBe(names);
  });

  it('matches any part of a name, ignoring case', () => {
    expect(searchIcons(names, 'ACCOUNT')).toEqual(['account', 'account-circle', 'home-account']);
    expect(searchIcons(names, 'ft-b')).toEqual(['arrow-left-bold']);
  });

  it('needs every word to match, in any order, and ranks exact then prefix matches first', () => {
    expect(searchIcons(names, 'arrow left')).toEqual([
      'arrow-collapse-left',
      'arrow-left',
      'arrow-left-bold',
      'left-arrow-box',
    ]);
    expect(searchIcons(names, 'left arrow')).toEqual([
      'left-arrow-box',
      'arrow-collapse-left',
      'arrow-left',
      'arrow-left-bold',
    ]);
    expect(searchIcons(names, 'arrow-left')).toEqual(['arrow-left', 'arrow-left-bold']);
  });

  it('finds nothing when a word is missing everywhere', () => {
    expect(searchIcons(names, 'arrow zebra')).toEqual([]);
  });

  it('labels counts', () => {
    expect(countLabel(0)).toBe('0 icons');
    expect(countLabel(1)).toBe('1 icon');
    expect(countLabel(7448)).toBe('7,448 icons');
  });
});

describe('icon search by aliases and tags', () => {
  const icons = ['bin-recycle', 'cog', 'delete', 'delete-outline', 'gear-box', 'trash-can', 'tune'];
  const keywords = new Map<string, IconKeywords>([
    ['cog', { aliases: 'settings gear', tags: '' }],
    ['delete', { aliases: 'trash bin garbage can', tags: '' }],
    ['delete-outline', { aliases: 'trash bin', tags: 'edit modify' }],
    ['trash-can', { aliases: 'delete rubbish', tags: '' }],
    ['tune', { aliases: 'sliders', tags: 'settings' }],
  ]);
  const search = (query: string) => searchIcons(icons, query, keywords);

  it('ranks the exact name, then name matches, then alias matches, then tag-only matches', () => {
    expect(search('delete')).toEqual(['delete', 'delete-outline', 'trash-can']);
    expect(search('settings')).toEqual(['cog', 'tune']);
    expect(search('gear')).toEqual(['gear-box', 'cog']);
    expect(search('bin')).toEqual(['bin-recycle', 'delete', 'delete-outline']);
  });

  it('keeps the order of the names within a group', () => {
    expect(search('trash')).toEqual(['trash-can', 'delete', 'delete-outline']);
  });

  it('needs every word to match the name, an alias or a tag, ranking by the weakest', () => {
    expect(search('settings gear')).toEqual(['cog']);
    expect(search('outline trash')).toEqual(['delete-outline']);
    expect(search('trash modify')).toEqual(['delete-outline']);
    expect(search('trash zebra')).toEqual([]);
  });

  it('matches the start of a keyword, not its middle', () => {
    expect(search('sett')).toEqual(['cog', 'tune']);
    expect(search('ash')).toEqual(['trash-can']);
  });

  it('looks a hyphenated word up part by part in the keywords', () => {
    expect(search('trash-can')).toEqual(['trash-can', 'delete']);
    expect(search('trash-outline')).toEqual(['delete-outline']);
    // trash-can has both parts, but in its name, which lacks the word as written.
    expect(search('can-trash')).toEqual(['delete']);
  });
});

describe('icon search index', () => {
  it('keeps the words of aliases and tags that the name lacks, in lower case', () => {
    expect(
      iconKeywords({
        name: 'delete-outline',
        aliases: ['trash-outline', 'garbage-can-outline', 'bin'],
        tags: ['Edit / Modify'],
      }),
    ).toEqual({
      aliases: 'trash garbage can bin',
      tags: 'edit modify',
    });
    expect(
      iconKeywords({ name: 'cog', aliases: ['settings', 'gear'], tags: ['Settings', 'Transportation + Road'] }),
    ).toEqual({
      aliases: 'settings gear',
      tags: 'transportation road',
    });
  });

  it('has one entry per glyph-map name, in sorted order, and leaves other icons out', () => {
    const meta = [
      { name: 'cog', aliases: ['gear'], tags: [] },
      { name: 'not-in-the-font', aliases: ['ghost'], tags: [] },
      { name: 'account', aliases: [], tags: ['Account / User'] },
    ];
    const index = buildIconSearchIndex(meta, { cog: 1, blank: 2, account: 3 });
    expect(index).toEqual(['|user', '', 'gear']);
    expect(decodeKeywords(['account', 'blank', 'cog'], index)).toEqual(
      new Map([
        ['account', { aliases: '', tags: 'user' }],
        ['cog', { aliases: 'gear', tags: '' }],
      ]),
    );
  });

  it('refuses an index built for another glyph map', () => {
    expect(() => decodeKeywords(['a', 'b'], ['x'])).toThrow('1 entries for 2 icons');
  });

  it('round-trips an entry', () => {
    for (const keywords of [
      { aliases: 'a b', tags: 'c' },
      { aliases: '', tags: 'c' },
      { aliases: 'a', tags: '' },
    ]) {
      expect(decodeKeywords(['x'], [encodeKeywords(keywords)]).get('x')).toEqual(keywords);
    }
  });
});

describe('icon search against the installed icon metadata', () => {
  const names = Object.keys(glyphMap).sort();
  const index = iconSearchIndex();
  const keywords = decodeKeywords(names, index);
  const search = (query: string) => searchIcons(names, query, keywords);

  it('covers every icon of the font and stays small', () => {
    expect(index).toHaveLength(names.length);
    expect(keywords.size).toBeGreaterThan(5000);
    expect(JSON.stringify(index).length).toBeLessThan(160_000);
  });

  it('finds the cog for "settings gear"', () => {
    const found = search('settings gear');
    expect(found.slice(0, 3)).toEqual(['cog', 'cog-box', 'cog-outline']);
    expect(found.length).toBeLessThan(20);
    expect(search('gear')).toContain('cog');
  });

  it('finds delete for "trash", after the names with "trash"', () => {
    const found = search('trash');
    expect(found.slice(0, 2)).toEqual(['trash-can', 'trash-can-outline']);
    expect(found).toContain('delete');
    expect(found.indexOf('delete')).toBeGreaterThan(found.lastIndexOf('trash-can-outline'));
    const byName = found.filter((name) => name.includes('trash'));
    expect(found.slice(0, byName.length)).toEqual(byName);
  });

  it('still puts the exact name first', () => {
    expect(search('delete')[0]).toBe('delete');
    expect(search('account')[0]).toBe('account');
  });
});
