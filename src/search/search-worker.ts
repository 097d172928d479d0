import { absoluteNow, fetchIndex } from './index-file';
import { answerQuery } from './local-query';
import { prepareEngineNow } from './docsearch-hits';
import type { WorkerAnswer, WorkerQuery } from './worker-protocol';
import type { SearchIndex } from '../shared/search/types';

// The search worker: downloads each docs version's index on its first query, indexes it and answers
// queries, so none of that runs on the page's main thread. A failed download is forgotten, so the
// next query tries again.
/** The worker's own scope (typed here: the project's DOM types and a worker's cannot both be loaded). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerQuery>) => void) | null;
  postMessage: (answer: WorkerAnswer) => void;
};

const indexes = new Map<string, Promise<{ index: SearchIndex; ready: { arrivedAt: number; readyAt: number } }>>();

function indexAt(url: string) {
  let loading = indexes.get(url);
  if (!loading) {
    loading = fetchIndex(url).then(({ index, arrivedAt }) => {
      prepareEngineNow(index);
      return { index, ready: { arrivedAt, readyAt: absoluteNow() } };
    });
    loading.catch(() => indexes.delete(url));
    indexes.set(url, loading);
  }
  return loading;
}

const reported = new Set<string>();

scope.onmessage = async ({ data }: MessageEvent<WorkerQuery>) => {
  const { id, url, request } = data;
  let answer: WorkerAnswer;
  try {
    const { index, ready } = await indexAt(url);
    answer = { id, result: answerQuery(index, request) };
    if (!reported.has(url)) {
      reported.add(url);
      answer.ready = ready;
    }
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
