import { unpackIndex, type PackedIndex } from '../shared/search/index-format';
import type { SearchIndex } from '../shared/search/types';

/** An error DocSearch shows as its network error screen (it checks the name). */
export class IndexLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/** A downloaded index, and when it arrived (`performance.timeOrigin + performance.now()`, comparable across threads). */
export interface FetchedIndex {
  index: SearchIndex;
  arrivedAt: number;
}

/** Now, on a clock every thread of the page shares. */
export const absoluteNow = (): number => performance.timeOrigin + performance.now();

/** Downloads and unpacks a docs version's index file; any failure is an IndexLoadError. */
export async function fetchIndex(url: string): Promise<FetchedIndex> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new IndexLoadError(`The search index answered ${response.status}.`);
    const text = await response.text();
    const arrivedAt = absoluteNow();
    return { index: unpackIndex(JSON.parse(text) as PackedIndex), arrivedAt };
  } catch (error) {
    throw error instanceof IndexLoadError
      ? error
      : new IndexLoadError(error instanceof Error ? error.message : String(error));
  }
}

/** Read by the benchmark, by this name: from the downloaded file to an index ready to answer. */
export function measureIndexReady(arrivedAt: number, readyAt: number): void {
  performance.measure('search-index-ready', {
    start: arrivedAt - performance.timeOrigin,
    end: readyAt - performance.timeOrigin,
  });
}
