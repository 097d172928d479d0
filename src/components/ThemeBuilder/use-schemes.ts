import { useRef, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import type { GeneratedSchemes } from '../../shared/theme-colors';

// The builder starts from Paper's own schemes, computed by the build (`__PAPER_SCHEMES__`, see
// gatsby/webpack.ts), so the colour library (about 90 kB) loads only when the reader picks a colour.
const loadGenerator = loadOnce(() => import(/* webpackChunkName: "theme-generator" */ '../../shared/generate-schemes'));

/** The schemes on show, and `generate(source)`, which replaces them once the colour library is in. */
export function useSchemes() {
  const [schemes, setSchemes] = useState<GeneratedSchemes>(__PAPER_SCHEMES__);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Only the last colour asked for is shown, however the loads finish.
  const wanted = useRef(schemes.source);

  const generate = (source: string) => {
    wanted.current = source;
    loadGenerator().then(
      ({ generateSchemes }) => {
        if (wanted.current !== source) return;
        setSchemes(generateSchemes(source));
        setLoadError(null);
      },
      (error: Error) => {
        if (wanted.current === source) setLoadError(error.message);
      },
    );
  };

  /** Starts the download early, when the reader reaches for a control. */
  const warmUp = () => void loadGenerator().catch(() => undefined);

  return { schemes, generate, warmUp, loadError };
}
