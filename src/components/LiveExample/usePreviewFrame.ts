import { useCallback, useEffect, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { PREVIEW_FRAME_PATH } from '../../shared/live-example/files';
import { readFrameMessage, type FrameMessage, type HostMessage, type PreviewMode } from '../../live-preview/protocol';
import { loadAllIcons, loadCommonIconFont, loadRuntime } from './preview-files';

export type FrameStatus = 'starting' | 'ready' | 'unavailable';

/**
 * How the frame gets its opaque origin. `attribute`: `sandbox="allow-scripts"` on the iframe.
 * Chromium does not let a service worker answer a sandboxed iframe's navigation, so such a
 * frame never opens offline; when the site's worker is in control, the iframe goes without the
 * attribute and the worker answers with the frame's document and a `sandbox allow-scripts`
 * policy header (gatsby/post-build/service-worker.ts), which gives the same opaque origin, online and off.
 */
type Isolation = 'attribute' | 'worker';

/** How long after its document loads the frame may take to say it booted. */
const BOOT_GRACE_MS = 3000;

const workerInControl = () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/** True when the page can reach into the frame's document: then it is on the site's origin, not sandboxed. */
function onSiteOrigin(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentDocument !== null;
  } catch {
    return false;
  }
}

/**
 * The page's side of the live-example frame: starts it (hands it its runtime and icon font),
 * sends it the theme and each run, and passes on what it reports. Only messages from this
 * frame's window, of a known shape, are read; the reader's code runs in there and may post
 * anything, so nothing it sends is trusted beyond that.
 */
export function usePreviewFrame(mode: PreviewMode, version: string, onMessage: (message: FrameMessage) => void) {
  const [attempt, setAttempt] = useState(0);
  const [isolation, setIsolation] = useState<Isolation>(() => (workerInControl() ? 'worker' : 'attribute'));
  const [status, setStatus] = useState<FrameStatus>('starting');
  const frame = useRef<HTMLIFrameElement>(null);
  const phase = useRef({ booted: false, ready: false, allIcons: false });
  const latestRun = useRef<{ runId: number; code: string } | null>(null);
  const nextRunId = useRef(0);
  const currentMode = useRef(mode);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const bootTimer = useRef<ReturnType<typeof setTimeout>>();

  // The frame's origin is opaque, so no target origin can name it; what goes in is the example's
  // code and public files.
  const post = useCallback((message: HostMessage) => frame.current?.contentWindow?.postMessage(message, '*'), []);

  useEffect(() => {
    let current = true;
    phase.current = { booted: false, ready: false, allIcons: false };
    setStatus('starting');
    const runtime = loadRuntime(version);
    const commonFont = loadCommonIconFont();
    runtime.catch(() => current && setStatus('unavailable'));
    commonFont.catch(() => undefined);

    const listener = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      const seen = phase.current;
      if (message.type === 'rnp-live:booted' && !seen.booted) {
        seen.booted = true;
        runtime.then(
          (source) => current && post({ type: 'rnp-live:runtime', source }),
          () => undefined,
        );
      } else if (message.type === 'rnp-live:ready' && seen.booted && !seen.ready) {
        seen.ready = true;
        commonFont.then(
          (font) => current && post({ type: 'rnp-live:icons', font, glyphs: null }),
          () => undefined,
        );
        post({ type: 'rnp-live:theme', mode: currentMode.current });
        if (latestRun.current) post({ type: 'rnp-live:run', ...latestRun.current });
        setStatus('ready');
      } else if (message.type === 'rnp-live:need-icons' && seen.ready && !seen.allIcons) {
        seen.allIcons = true;
        loadAllIcons().then(
          ({ font, glyphs }) => current && post({ type: 'rnp-live:icons', font, glyphs }),
          () => (seen.allIcons = false),
        );
      } else if (seen.ready) {
        handler.current(message);
      }
    };
    addEventListener('message', listener);
    return () => {
      current = false;
      clearTimeout(bootTimer.current);
      removeEventListener('message', listener);
    };
  }, [attempt, isolation, post, version]);

  useEffect(() => {
    currentMode.current = mode;
    if (phase.current.ready) post({ type: 'rnp-live:theme', mode });
  }, [mode, post]);

  const onLoad = useCallback(() => {
    const element = frame.current;
    if (!element) return;
    if (onSiteOrigin(element)) {
      // Served without the sandbox header (a worker from an earlier deploy, say): code never runs
      // there. The attribute works without the worker's help.
      if (isolation === 'worker') setIsolation('attribute');
      else setStatus('unavailable');
      return;
    }
    // An error page (offline, nothing cached) loads too, but never boots.
    clearTimeout(bootTimer.current);
    bootTimer.current = setTimeout(() => !phase.current.booted && setStatus('unavailable'), BOOT_GRACE_MS);
  }, [isolation]);

  /** Shows compiled example code; returns the id its outcome will carry. */
  const run = useCallback(
    (code: string) => {
      const runId = ++nextRunId.current;
      latestRun.current = { runId, code };
      if (phase.current.ready) post({ type: 'rnp-live:run', runId, code });
      return runId;
    },
    [post],
  );

  const retry = useCallback(() => {
    setIsolation(workerInControl() ? 'worker' : 'attribute');
    setAttempt((n) => n + 1);
  }, []);

  const frameProps = {
    ref: frame,
    src: withPrefix(PREVIEW_FRAME_PATH),
    sandbox: isolation === 'attribute' ? 'allow-scripts' : undefined,
    onLoad,
  };
  // A new key makes a new iframe: a retry, or a change of isolation, starts from a fresh document.
  return { frameKey: `${attempt}-${isolation}`, frameProps, status, run, retry };
}
