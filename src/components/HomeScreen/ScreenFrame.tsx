import React, { useEffect, useState } from 'react';
import type { PreviewColors, PreviewMode } from '../../shared/live-example/protocol';
import { usePreviewFrame } from '../LiveExample/usePreviewFrame';
import { homeScreenOf } from './home-screen-build';

interface Props {
  version: string;
  mode: PreviewMode;
  colors: PreviewColors | null;
  /** Told whether the screen is on show (drawn), so the picture under it can go. */
  onShown: (shown: boolean) => void;
}

/**
 * The home page's screen, running in the live-example frame on the version's own runtime (its own
 * chunk: nothing of it is in the home page's first load). It follows the site's colour mode and the
 * colours the reader picked.
 */
export default function ScreenFrame({ version, mode, colors, onShown }: Props) {
  const [rendered, setRendered] = useState(false);
  const { frameKey, frameProps, status, run, retry } = usePreviewFrame(
    mode,
    version,
    (message) => {
      if (message.type === 'rnp-live:rendered') setRendered(true);
    },
    colors,
  );

  useEffect(() => {
    setRendered(false);
    run(homeScreenOf(version).code, true);
  }, [version, run, frameKey]);

  const shown = status === 'ready' && rendered;
  useEffect(() => onShown(shown), [shown, onShown]);

  if (status === 'unavailable' || status === 'stuck')
    return (
      <div className="home-screen__failed" role="alert">
        <p>The live screen could not start; the picture shows what it looks like.</p>
        <button type="button" className="button button--tonal" onClick={retry}>
          Retry
        </button>
      </div>
    );
  return (
    <iframe
      key={frameKey}
      {...frameProps}
      className="home-screen__frame"
      data-shown={shown}
      title="React Native Paper components, running live"
    />
  );
}
