import type { MigrationRule } from '../../shared/migration/rules';
import type { CheckAnswer, SourceFile } from './protocol';

/** The most bytes the page checks at once; a larger project is for `npm run migration-check`. */
export const MAX_BYTES = 2_000_000;
/** How long the worker may take before the page stops it. */
export const TIME_LIMIT_MS = 5000;

export class CheckStopped extends Error {}

/** Checks `files` in a worker of their own, ended after TIME_LIMIT_MS. */
export function runCheck(files: SourceFile[], rules: MigrationRule[]): Promise<CheckAnswer> {
  const worker = new Worker(
    /* webpackChunkName: "migration-worker" */ new URL('./migration-worker.ts', import.meta.url),
  );
  return new Promise<CheckAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CheckStopped()), TIME_LIMIT_MS);
    worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
      clearTimeout(timer);
      resolve(data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      event.preventDefault();
      reject(new Error(event.message || 'The check could not run.'));
    };
    worker.postMessage({ files, rules });
  }).finally(() => worker.terminate());
}
