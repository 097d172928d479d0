import { useEffect, useState } from 'react';
import { whenNearViewport } from '../../lib/near-viewport';

/**
 * How near the viewport the section must come: close, not a screen away, so a reader who only reads
 * the hero never starts the frame (its start would count against the page's blocking time).
 */
const NEAR = '200px';

/** How long the page may stay busy before an idle moment is taken anyway. */
const IDLE_TIMEOUT_MS = 4000;

const whenIdle = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(resolve, 1);
      signal.addEventListener('abort', () => clearTimeout(timer));
      return;
    }
    const handle = requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    signal.addEventListener('abort', () => cancelIdleCallback(handle));
  });

/**
 * True once heavy content may start: after the page loaded and went idle, when `box` comes near
 * the viewport; or at once when the reader reaches for it (a pointer, a key or focus inside it).
 * Nothing starts during the first load.
 */
export function useStartWhen(box: React.RefObject<HTMLElement>): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return undefined;
    const watching = new AbortController();
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
    void loaded
      .then(() => whenIdle(watching.signal))
      .then(() => whenNearViewport(box.current, watching.signal, NEAR))
      .then(() => !watching.signal.aborted && setStarted(true));
    const element = box.current;
    const now = () => setStarted(true);
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
      element?.addEventListener(type, now, { once: true, signal: watching.signal });
    return () => watching.abort();
  }, [started, box]);
  return started;
}
