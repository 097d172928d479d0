import { withPrefix } from 'gatsby';
import { unpackRecords, type PackedIndex } from './index-format';
import type { SearchRecord } from './types';

/** Browser side: loads public/search-index.json once, on the first search. */

let loading: Promise<readonly SearchRecord[]> | null = null;

/** An error DocSearch shows as its network error screen (it checks the name). */
export class IndexLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export function indexUrl(): string {
  return withPrefix('/search-index.json');
}

/** The records of the local index; a failed load is forgotten, so the next search tries again. */
export function loadSearchIndex(): Promise<readonly SearchRecord[]> {
  if (!loading) {
    loading = fetch(indexUrl())
      .then((response) => {
        if (!response.ok) throw new IndexLoadError(`The search index answered ${response.status}.`);
        return response.json() as Promise<PackedIndex>;
      })
      .then((index) => unpackRecords(index))
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof IndexLoadError ? error : new IndexLoadError(error instanceof Error ? error.message : String(error));
      });
  }
  return loading;
}
