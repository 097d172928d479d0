import type { RoutePrefix } from '../shared/doc-versions';
import type { SiteConfig } from '../shared/site-config-schema';
import { searchLocally } from './local-client';
import type { SearchHit, SearchResult } from './docsearch-hits';
import { clientSettings, usesHostedSearch } from '../shared/search/settings';

/** Every result the search page lists (Algolia's own ceiling for one page of hits). */
const PAGE_HITS = 1000;

const request = (query: string, snippetWords: number) => ({
  query,
  hitsPerPage: PAGE_HITS,
  attributesToSnippet: [`content:${snippetWords}`],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/** The hosted provider's REST search, for when it is configured (no client library needed for one call). */
async function searchHosted(
  config: Pick<SiteConfig, 'search' | 'i18n'>,
  query: string,
  snippetWords: number,
  prefix: RoutePrefix | undefined,
): Promise<SearchResult> {
  const settings = clientSettings(config, undefined, prefix);
  const response = await fetch(`https://${settings.appId}-dsn.algolia.net/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': settings.appId, 'x-algolia-api-key': settings.apiKey },
    body: JSON.stringify({
      requests: [{ indexName: settings.indexName, ...request(query, snippetWords), ...settings.searchParameters }],
    }),
  });
  if (!response.ok) throw new Error(`The search service answered ${response.status}.`);
  const { results } = (await response.json()) as { results: { hits: SearchHit[]; nbHits: number }[] };
  return { hits: results[0].hits, nbHits: results[0].nbHits };
}

/** All results for the search page in one docs version, by its route prefix (undefined: the one at /docs/), from the local index or the hosted provider. */
export async function searchForPage(
  config: Pick<SiteConfig, 'search' | 'i18n'>,
  query: string,
  snippetWords: number,
  prefix?: RoutePrefix,
): Promise<SearchResult> {
  if (usesHostedSearch(config.search)) return searchHosted(config, query, snippetWords, prefix);
  const { hits, nbHits } = await searchLocally(request(query, snippetWords), prefix);
  return { hits, nbHits };
}
