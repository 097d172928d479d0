import { useCallback, useRef, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import type { GeneratedSchemes } from '../../shared/theme-colors';

// The builder starts from Paper's own schemes, computed by the build (`__PAPER_SCHEMES__`, see
// gatsby/webpack.ts), so the colour library (about 90 kB) loads only when the reader picks a colour.
const loadGenerator = loadOnce(() => import(/* webpackChunkName: "theme-generator" */ '../../shared/generate-schemes'));

/**
 * The source colour the reader chose, the schemes on show, and `choose(source)`, which shows the
 * colour at once and its schemes once the colour library is in.
 */
export function useSchemes() {
  const [source, setSource] = useState(__PAPER_SCHEMES__.source);
  const [schemes, setSchemes] = useState<GeneratedSchemes>(__PAPER_SCHEMES__);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Read when a load finishes: only the last colour asked for is shown, however the loads finish.
  const wanted = useRef(source);

  const choose = useCallback((next: string) => {
    setSource(next);
    wanted.current = next;
    loadGenerator().then(
      ({ generateSchemes }) => {
        if (wanted.current !== next) return;
        setSchemes(generateSchemes(next));
        setLoadError(null);
      },
      (error: Error) => {
        if (wanted.current === next) setLoadError(error.message);
      },
    );
  }, []);

  /** Starts the download early, when the reader reaches for a control. */
  const warmUp = () => void loadGenerator().catch(() => undefined);

  return { source, schemes, choose, warmUp, loadError };
}

/** The source colour a link asks for (`?color=%23006a6a`, from the home page), or null for none or anything that is not one. */
export function colorFromAddress(search: string): string | null {
  const asked = new URLSearchParams(search).get('color')?.trim() ?? '';
  return /^#[0-9a-f]{6}$/i.test(asked) ? asked.toLowerCase() : null;
}
