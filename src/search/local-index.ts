import type { RoutePrefix } from '../shared/doc-versions';
import { withPrefix } from 'gatsby';
import { DEVELOP_SEARCH_INDEX_PATH, searchIndexPath } from '../shared/search/index-format';
import { absoluteNow, fetchIndex, measureIndexReady } from './index-file';
import { prepareEngine } from './docsearch-hits';
import type { SearchIndex } from '../shared/search/types';

/**
 * The page's own copy of a docs version's index, for browsers where the search worker cannot run:
 * loaded once, on its first search, and indexed in slices so the page keeps answering.
 */

/** By route prefix ('' for the version at /docs/). */
const loading = new Map<string, Promise<SearchIndex>>();

/**
 * Where a version's index is: the build's file, or under `gatsby develop` the server's own answer,
 * made from the content as it is now. Webpack drops the branch not taken.
 */
export function indexUrl(prefix: RoutePrefix | undefined): string {
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
    records = fetchIndex(indexUrl(prefix)).then(async ({ index, arrivedAt }) => {
      await prepareEngine(index);
      measureIndexReady(arrivedAt, absoluteNow());
      return index;
    });
    records.catch(() => loading.delete(key));
    loading.set(key, records);
  }
  return records;
}
