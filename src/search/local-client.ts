import type { RoutePrefix } from '../shared/doc-versions';
import type { DocSearchTransformClient } from '@docsearch/react';
import { indexUrl, loadSearchIndex } from './local-index';
import { answerQuery, type LocalQuery } from './local-query';
import type { SearchResult } from './docsearch-hits';
import { searchInWorker } from './worker-client';

/** Answers one query from a docs version's local index (undefined: the current one), in the shape of an Algolia search result: in the search worker, or on the page where none can run. */
export async function searchLocally(
  request: LocalQuery,
  prefix?: RoutePrefix,
): Promise<SearchResult & Record<string, unknown>> {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const result =
    (await searchInWorker(indexUrl(prefix), request)) ?? answerQuery(await loadSearchIndex(prefix), request);
  return {
    ...result,
    query,
    index: request.indexName,
    page: request.page ?? 0,
    hitsPerPage,
    nbPages: Math.ceil(result.nbHits / hitsPerPage),
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
    params: '',
    queryID: undefined,
  };
}

/**
 * For DocSearch's `transformSearchClient`: keeps the client's agent bookkeeping
 * but answers `search` from the local index, so no request leaves the site.
 */
export function withLocalIndex(
  client: DocSearchTransformClient,
  /** Told whether each search could reach the index (for the dialog's error screen). */
  onIndexStatus: (loaded: boolean) => void = () => undefined,
  /** The route prefix of the docs version searched (undefined: the one at /docs/). */
  prefix?: RoutePrefix,
): DocSearchTransformClient {
  const search = (async (params: { requests?: LocalQuery[] }) => {
    if (!params || !Array.isArray(params.requests)) {
      throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
    }
    try {
      const results = await Promise.all(params.requests.map((request) => searchLocally(request, prefix)));
      onIndexStatus(true);
      return { results };
    } catch (error) {
      onIndexStatus(false);
      throw error;
    }
  }) as unknown as DocSearchTransformClient['search'];
  return { ...client, search };
}
