/** How far outside the viewport content counts as near: about a screen. */
const NEAR = '800px';

/**
 * Resolves once `element` comes within `margin` (a screen by default) of the viewport; at once when there is no element
 * or no IntersectionObserver. Aborting `signal` stops watching (the promise then never resolves).
 */
export function whenNearViewport(element: Element | null, signal?: AbortSignal, margin = NEAR): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect());
  });
}
