import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and the first render in the browser, true once the page's code
 * runs: controls that only work with JavaScript render from then on, so the HTML never shows a
 * control that does nothing.
 *
 * The flip is a transition: React renders it in short slices. A plain update from an effect renders
 * in one task, and on a component page, where the template asks, that task re-rendered the whole page
 * (about 90 ms on a mid-range phone, the load's longest task after hydration).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
