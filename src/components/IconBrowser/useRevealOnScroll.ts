import { type RefObject, useEffect } from 'react';

/**
 * Calls `reveal` when `sentinel` comes within `margin` pixels of the bottom of the scrolling
 * `root`. It observes afresh whenever `deps` change, so if a batch of new items still leaves the
 * sentinel in view, the initial observation asks for the next batch.
 */
export function useRevealOnScroll(
  root: RefObject<HTMLElement>,
  sentinel: RefObject<HTMLElement>,
  reveal: () => void,
  deps: readonly unknown[],
  margin = 480,
): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { root: root.current, rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
