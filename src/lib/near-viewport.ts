/** How far outside the viewport content counts as near: about a screen. */
const NEAR = '800px';

/**
 * Resolves once `element` comes within a screen of the viewport; at once when there is no element
 * or no IntersectionObserver. Aborting `signal` stops watching (the promise then never resolves).
 */
export function whenNearViewport(element: Element | null, signal?: AbortSignal): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect());
  });
}
