import type { LocalQuery } from './local-query';
import type { SearchResult } from './docsearch-hits';

/** What the page asks the search worker: one query over the index file at `url`. */
export interface WorkerQuery {
  id: number;
  url: string;
  request: LocalQuery;
}

/**
 * The worker's answer to query `id`. `ready` comes with the answer that had to build the index
 * first: when its file arrived and when the index was ready, on the page's shared clock.
 */
export type WorkerAnswer = { id: number; ready?: { arrivedAt: number; readyAt: number } } & (
  { result: SearchResult } | { error: string }
);
