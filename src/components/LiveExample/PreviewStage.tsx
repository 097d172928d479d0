import React from 'react';
import type { ExampleError } from '../../shared/live-example/example-error';
import { searchSkip } from '../../shared/search-markup';
import type { usePreviewFrame } from './usePreviewFrame';

interface Props {
  title: string;
  preview: ReturnType<typeof usePreviewFrame>;
  error: ExampleError | null;
  /** The example shows nothing (the frame says so). */
  blank: boolean;
  /** How the latest run ended, once it has. */
  outcome: 'rendered' | 'failed' | null;
}

/**
 * The phone the example runs on: its screen is the sandboxed frame. Over it: a spinner while the
 * frame starts, what went wrong when it cannot (with Retry), the example's error with its line,
 * and a hint when an example starts with nothing on screen.
 */
const PreviewStage = React.forwardRef<HTMLDivElement, Props>(function PreviewStage(
  { title, preview, error, blank, outcome },
  ref,
) {
  const { frameKey, frameProps, status, dropped, retry } = preview;
  // The frame stays hidden behind the spinner until the first run has shown (or failed): no flash of
  // an empty, light screen before the example and its theme arrive.
  const starting = status === 'starting' || (status === 'ready' && outcome === null);
  return (
    <div
      className="live-example__preview"
      ref={ref}
      tabIndex={-1}
      aria-label={`${title} example preview`}
      role="region"
      {...searchSkip}
    >
      <div
        className="live-example__screen"
        data-status={status}
        data-outcome={outcome ?? undefined}
        data-starting={starting}
        data-blank={status === 'ready' && blank}
      >
        {(status === 'starting' || status === 'ready') && (
          <iframe
            key={frameKey}
            {...frameProps}
            className="live-example__frame"
            title={`Live preview of the ${title} example`}
          />
        )}
        {starting && (
          <p className="live-example__status" role="status">
            <span className="spinner" aria-hidden="true" />
            Starting the preview…
          </p>
        )}
        {status === 'unavailable' && (
          <div className="live-example__status live-example__status--failed" role="alert">
            <p>
              The preview could not start. It needs the network the first time it runs; the code stays here to read and
              copy.
            </p>
            <button type="button" className="button button--tonal" onClick={retry}>
              Retry
            </button>
          </div>
        )}
        {status === 'stuck' && (
          <div className="live-example__status live-example__status--failed" role="alert">
            <p>
              The example stopped responding: its code kept the preview busy without a pause, or sent the page what the
              preview never sends, so the preview was shut down. Change the code, then run it again.
            </p>
            <button type="button" className="button button--tonal" onClick={retry}>
              Run again
            </button>
          </div>
        )}
      </div>
      {error && (
        <div className="live-example__error" role="alert">
          <strong>{error.line ? `Line ${error.line}: ` : ''}</strong>
          {error.message}
        </div>
      )}
      {dropped > 0 && (
        <p className="live-example__note">
          The example sent more messages than the page reads: {dropped.toLocaleString('en')} of them were left out.
        </p>
      )}
      {status === 'ready' && blank && !error && (
        <p className="live-example__blank">
          Nothing to see yet. Some examples start hidden (a dialog whose <code>visible</code> state is false, for one):
          change the code to show it.
        </p>
      )}
    </div>
  );
});

export default PreviewStage;
