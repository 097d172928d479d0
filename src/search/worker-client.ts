import { IndexLoadError, measureIndexReady } from './index-file';
import type { LocalQuery } from './local-query';
import type { SearchResult } from './docsearch-hits';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol';

// The page's side of the search worker (search-worker.ts). Where no worker can start (a browser
// without them, or offline before its code was ever downloaded), `searchInWorker` answers null and
// the caller searches on the page itself, as before.

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: SearchResult | null) => void; reject: (error: Error) => void }>();

/** Gives up on the worker for good: every query waiting on it is answered on the page instead. */
function abandonWorker() {
  worker?.terminate();
  worker = null;
  for (const { resolve } of waiting.values()) resolve(null);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./search-worker.ts', import.meta.url));
  } catch {
    worker = null;
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.ready) measureIndexReady(data.ready.arrivedAt, data.ready.readyAt);
    if (!pending) return;
    if ('error' in data) pending.reject(new IndexLoadError(data.error));
    else pending.resolve(data.result);
  };
  // The worker's code could not load or threw: its `error` event is all the page hears.
  worker.onerror = abandonWorker;
  return worker;
}

/** One query over the index file at `url`, answered in the search worker; null when no worker can run. */
export function searchInWorker(url: string, request: LocalQuery): Promise<SearchResult | null> {
  const running = typeof Worker === 'function' ? startWorker() : null;
  if (!running) return Promise.resolve(null);
  const id = nextId++;
  const query: WorkerQuery = { id, url: new URL(url, window.location.href).href, request };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.postMessage(query);
  });
}
