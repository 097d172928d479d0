import { withPrefix } from 'gatsby';
import { SEARCH_INDEX_PATH, unpackRecords, type PackedIndex } from '../shared/search/index-format';
import { prepareEngine } from './ranking';
import type { SearchRecord } from '../shared/search/types';

/** Browser side: loads public/search-index.json once, on the first search, and indexes it. */

let loading: Promise<readonly SearchRecord[]> | null = null;

/** Read by the benchmark, by this name. */
const INDEX_READY_MEASURE = 'search-index-ready';

/** An error DocSearch shows as its network error screen (it checks the name). */
export class IndexLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/** The records of the local index; a failed load is forgotten, so the next search tries again. */
export function loadSearchIndex(): Promise<readonly SearchRecord[]> {
  if (!loading) {
    loading = fetch(withPrefix(SEARCH_INDEX_PATH))
      .then((response) => {
        if (!response.ok) throw new IndexLoadError(`The search index answered ${response.status}.`);
        return response.text();
      })
      .then(async (text) => {
        const arrived = performance.now();
        const records = unpackRecords(JSON.parse(text) as PackedIndex);
        await prepareEngine(records);
        // From the downloaded file to an index ready to answer.
        performance.measure(INDEX_READY_MEASURE, { start: arrived, end: performance.now() });
        return records;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof IndexLoadError
          ? error
          : new IndexLoadError(error instanceof Error ? error.message : String(error));
      });
  }
  return loading;
}
