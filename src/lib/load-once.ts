/**
 * Runs `load` on the first call and hands every caller the same promise. A failure is forgotten,
 * so the next call tries again (webpack forgets a chunk that failed to load, too).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
