import type { RoutePrefix } from '../shared/doc-versions';
import { withPrefix } from 'gatsby';
import {
  DEVELOP_SEARCH_INDEX_PATH,
  searchIndexPath,
  unpackIndex,
  type PackedIndex,
} from '../shared/search/index-format';
import { prepareEngine } from './ranking';
import type { SearchIndex } from '../shared/search/types';

/** Browser side: loads a docs version's search index once, on its first search, and indexes it. */

/** By route prefix ('' for the version at /docs/). */
const loading = new Map<string, Promise<SearchIndex>>();

/** Read by the benchmark, by this name. */
const INDEX_READY_MEASURE = 'search-index-ready';

/** An error DocSearch shows as its network error screen (it checks the name). */
class IndexLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/**
 * Where a version's index is: the build's file, or under `gatsby develop` the server's own answer,
 * made from the content as it is now. Webpack drops the branch not taken.
 */
function indexUrl(prefix: RoutePrefix | undefined): string {
  if (process.env.NODE_ENV === 'development') {
    return `${DEVELOP_SEARCH_INDEX_PATH}?prefix=${encodeURIComponent(prefix ?? '')}`;
  }
  return withPrefix(searchIndexPath(prefix));
}

/** A docs version's local index (undefined: the one at /docs/); a failed load is forgotten, so the next search tries again. */
export function loadSearchIndex(prefix?: RoutePrefix): Promise<SearchIndex> {
  const key = prefix ?? '';
  let records = loading.get(key);
  if (!records) {
    records = fetch(indexUrl(prefix))
      .then((response) => {
        if (!response.ok) throw new IndexLoadError(`The search index answered ${response.status}.`);
        return response.text();
      })
      .then(async (text) => {
        const arrived = performance.now();
        const unpacked = unpackIndex(JSON.parse(text) as PackedIndex);
        await prepareEngine(unpacked);
        // From the downloaded file to an index ready to answer.
        performance.measure(INDEX_READY_MEASURE, { start: arrived, end: performance.now() });
        return unpacked;
      })
      .catch((error: unknown) => {
        loading.delete(key);
        throw error instanceof IndexLoadError
          ? error
          : new IndexLoadError(error instanceof Error ? error.message : String(error));
      });
    loading.set(key, records);
  }
  return records;
}
