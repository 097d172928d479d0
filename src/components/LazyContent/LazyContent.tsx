import React, { useEffect, useRef, useState } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error';
import { whenNearViewport } from '../../lib/near-viewport';
import { searchSkip } from '../../shared/search-markup';
import LoadFailure from './LoadFailure';
import './lazy-content.css';

interface Props<P> {
  /** Loads the component's code, e.g. `() => import('./IconGrid')`; it becomes its own chunk. */
  load: () => Promise<{ default: React.ComponentType<P> }>;
  props: P;
  /** What is loading, for the spinner and error text: "the icon browser". */
  label: string;
  /** Extra class for the loading and error boxes (to size them like the content, for one). */
  className?: string;
  /** Wait until the box is within a screen of the viewport: heavy content below the fold stays out of the first load. */
  loadWhenNear?: boolean;
}

/** False until `box` comes near the viewport; true from the start when not asked to wait. */
function useNearViewport(box: React.RefObject<HTMLElement>, wait: boolean): boolean {
  const [near, setNear] = useState(!wait);
  useEffect(() => {
    if (near) return undefined;
    const watching = new AbortController();
    void whenNearViewport(box.current, watching.signal).then(() => setNear(true));
    return () => watching.abort();
  }, [near, box]);
  return near;
}

/** What a reader can act on: a failed chunk download names a script URL, which means nothing to them. */
function describeError(error: unknown): string {
  if (isChunkLoadError(error)) return 'Its code did not download. Check your network connection, then retry.';
  return error instanceof Error ? error.message : String(error);
}

type State<P> =
  { status: 'loading' } | { status: 'loaded'; Component: React.ComponentType<P> } | { status: 'error'; error: unknown };

/**
 * Content whose code loads on demand: a spinner while it loads, and on failure
 * an error box with the error and a Retry button that loads it again in place.
 */
export default function LazyContent<P extends object>({
  load,
  props,
  label,
  className = '',
  loadWhenNear = false,
}: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, loadWhenNear);

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (module) => current && setState({ status: 'loaded', Component: module.default }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render of the parent; a retry is what reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, near]);

  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'error') {
    return (
      <LoadFailure title={`Could not load ${label}.`} onRetry={() => setAttempt((n) => n + 1)} className={className}>
        <p className="lazy-content__error">{describeError(state.error)}</p>
      </LoadFailure>
    );
  }
  return (
    <div ref={box} className={`lazy-content ${className}`} role="status" {...searchSkip}>
      <span className="needs-js">
        <span className="spinner" aria-hidden="true" />
        Loading {label}…
      </span>
      <span className="no-js-only">Turn on JavaScript to see {label}.</span>
    </div>
  );
}
