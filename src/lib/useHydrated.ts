import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and the first render in the browser, true once the page's code
 * runs: controls that only work with JavaScript render from then on, so the HTML never shows a
 * control that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
