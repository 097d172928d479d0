import { asRoutePrefix } from '../../src/shared/doc-versions';
import {
  clientSettings,
  missingResultsUrl,
  searchPagePath,
  searchWordsOf,
  usesHostedSearch,
} from '../../src/shared/search/settings';
import { queryFromSearch, versionFromSearch } from '../../src/search/useUrlQuery';
import { groupByPage } from '../../src/search/result-groups';
import { searchIndex } from '../../src/search/docsearch-hits';

const config = (appId: string, apiKey: string) => ({
  search: { appId, apiKey, indexName: 'react-native-paper', contextualSearch: true },
  i18n: { defaultLocale: 'en', locales: ['en'] },
});

describe('search settings', () => {
  it('uses the hosted provider only when both the application id and key are set', () => {
    expect(usesHostedSearch(config('', '').search)).toBe(false);
    expect(usesHostedSearch(config('APP', '').search)).toBe(false);
    expect(usesHostedSearch(config('APP', 'KEY').search)).toBe(true);
    const transform = <T>(c: T): T => c;
    const local = clientSettings(config('APP', ''), transform);
    expect(local.transformSearchClient).toBe(transform);
    expect(local.indexName).toBe('react-native-paper');
    const hosted = clientSettings(config('APP', 'KEY'), transform);
    expect(hosted).toMatchObject({ appId: 'APP', apiKey: 'KEY' });
    expect(hosted.transformSearchClient).toBeUndefined();
    expect(hosted.searchParameters?.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    // Contextual: another version's pages search that version's records.
    expect(
      clientSettings(config('APP', 'KEY'), transform, asRoutePrefix('2.x')).searchParameters?.facetFilters,
    ).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.x']]);
  });

  it('builds the missing-results issue link and the search page path', () => {
    const url = missingResultsUrl({ organizationName: 'callstack', projectName: 'react-native-paper' }, 'dark & light');
    expect(url).toBe(
      'https://github.com/callstack/react-native-paper/issues/new?title=Docs%20search%3A%20no%20results%20for%20%22dark%20%26%20light%22',
    );
    expect(searchPagePath('a b')).toBe('/search/?q=a%20b');
    expect(searchPagePath('')).toBe('/search/');
    expect(searchPagePath('FAB.Menu', '2.x')).toBe('/search/?q=FAB.Menu&version=2.x');
    expect(versionFromSearch('?q=a&version=2.x')).toBe('2.x');
    expect(versionFromSearch('?q=a')).toBeUndefined();
  });

  it('reads ?q= cut to 64 characters', () => {
    expect(queryFromSearch('?q=button')).toBe('button');
    expect(queryFromSearch('?q=' + 'x'.repeat(80))).toHaveLength(64);
    expect(queryFromSearch('')).toBe('');
  });

  it('groups hits by page in the order of their best hit', () => {
    const records = [
      {
        type: 'lvl1' as const,
        url: '/a/',
        hierarchy: { lvl0: 'Guides', lvl1: 'A', lvl2: null, lvl3: null },
        content: null,
      },
      {
        type: 'content' as const,
        url: '/b/#x',
        hierarchy: { lvl0: 'Guides', lvl1: 'B', lvl2: 'X', lvl3: null },
        content: 'theme',
      },
      {
        type: 'content' as const,
        url: '/a/#y',
        hierarchy: { lvl0: 'Guides', lvl1: 'A', lvl2: 'Y', lvl3: null },
        content: 'theme',
      },
      {
        type: 'lvl2' as const,
        url: '/b/#z',
        hierarchy: { lvl0: 'Guides', lvl1: 'B', lvl2: 'Theme', lvl3: null },
        content: null,
      },
    ];
    const groups = groupByPage(searchIndex({ records, hints: {} }, 'theme').hits);
    expect(groups.map((g) => [g.url, g.hits.map((h) => h.url)])).toEqual([
      ['/b/', ['/b/#z', '/b/#x']],
      ['/a/', ['/a/#y']],
    ]);
  });
});

describe("the not-found page's search", () => {
  it('starts from the last part of the address, in words', () => {
    expect(searchWordsOf('/docs/components/Buton/')).toBe('Buton');
    expect(searchWordsOf('/2.x/docs/guides/dark-theme.html')).toBe('dark theme');
    expect(searchWordsOf('/docs/guides/%C3%BCber/')).toBe('über');
  });

  it('takes a hostile address as words, cut to the search limit', () => {
    expect(searchWordsOf('/docs/%E0%A4%A/')).toBe('%E0%A4%A');
    expect(searchWordsOf(`/docs/${'a'.repeat(500)}/`)).toHaveLength(64);
    expect(searchWordsOf('/')).toBe('');
  });
});
