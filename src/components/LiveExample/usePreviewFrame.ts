import { useCallback, useEffect, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { PREVIEW_FRAME_PATH } from '../../shared/live-example/files';
import { createMessageBudget, FRAME_READS_PER_SECOND } from '../../shared/live-example/message-budget';
import {
  dispatch,
  readFrameMessage,
  readFrameText,
  type FrameMessage,
  type Handlers,
  type HostMessage,
  type RunMessage,
  type PreviewColors,
  type PreviewMode,
} from '../../shared/live-example/protocol';
import { loadAllIcons, loadCommonIconFont, loadRuntime } from './preview-files';

/**
 * `stuck`: the frame stopped answering (its code never gives the browser a turn), or sent what its
 * runtime never sends (the example's code took over its channel); it is taken down.
 */
type FrameStatus = 'starting' | 'ready' | 'unavailable' | 'stuck';

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
/** How often the page asks the running frame whether it still answers. */
const PING_EVERY_MS = 1000;
/** No answer for this long, while the page itself kept time, means the frame's code never stops. */
const STUCK_AFTER_MS = 4000;

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
 * The page's side of the live-example frame: starts it (hands it its runtime, a private channel
 * and the icon font), sends it the theme and each run, and passes on what it reports. Of the
 * frame's window only its first message (booted) is read; then only the channel, within a budget
 * of messages per second counted before a message is read, and only text of bounded length and a
 * known shape. The reader's code runs in there and may post anything, so nothing it sends is
 * trusted beyond that: the first message of another kind or size takes the frame down (status
 * `stuck`), so the page reads at most one. A watchdog pings the frame: one that stops answering
 * while the page keeps time is taken down too, until the reader runs again.
 */
export function usePreviewFrame(
  mode: PreviewMode,
  version: string,
  onMessage: (message: RunMessage) => void,
  /** Colours in place of the theme's own (the home page's recoloured screen). */
  colors: PreviewColors | null = null,
) {
  const [attempt, setAttempt] = useState(0);
  const [isolation, setIsolation] = useState<Isolation>(() => (workerInControl() ? 'worker' : 'attribute'));
  const [status, setStatus] = useState<FrameStatus>('starting');
  const [dropped, setDropped] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const port = useRef<MessagePort | null>(null);
  const phase = useRef({ booted: false, ready: false, allIcons: false });
  const latestRun = useRef<{ runId: number; code: string; bleed: boolean } | null>(null);
  const nextRunId = useRef(0);
  const theme = useRef({ mode, colors });
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const bootTimer = useRef<ReturnType<typeof setTimeout>>();

  const post = useCallback((message: HostMessage) => port.current?.postMessage(message), []);

  useEffect(() => {
    let current = true;
    phase.current = { booted: false, ready: false, allIcons: false };
    setStatus('starting');
    setDropped(0);
    const runtime = loadRuntime(version);
    const commonFont = loadCommonIconFont();
    runtime.catch(() => current && setStatus('unavailable'));
    commonFont.catch(() => undefined);
    /** What the page reads of the frame (the rest it counts, unread); then what it acts on. */
    const reads = createMessageBudget(FRAME_READS_PER_SECOND);
    const budget = createMessageBudget();
    const watch = {
      lastAnswer: 0,
      lastTick: 0,
      seq: 0,
      timer: undefined as ReturnType<typeof setInterval> | undefined,
    };

    const stop = () => {
      clearInterval(watch.timer);
      port.current?.close();
      port.current = null;
    };
    const tick = () => {
      const time = performance.now();
      // The page's own timer came late (a busy page, a background tab): the frame's silence says nothing.
      if (time - watch.lastTick > PING_EVERY_MS * 2) watch.lastAnswer = time;
      watch.lastTick = time;
      const more = reads.takeDropped() + budget.takeDropped();
      if (more > 0) setDropped((count) => count + more);
      if (time - watch.lastAnswer > STUCK_AFTER_MS) {
        stop();
        setStatus('stuck');
      } else post({ type: 'rnp-live:ping', seq: ++watch.seq });
    };

    const seen = phase.current;
    /** What the run's outcome is made of goes to the caller, once the runtime is ready. */
    const forTheRun = (message: RunMessage) => seen.ready && handler.current(message);
    const handlers: Handlers<FrameMessage> = {
      // Read once, from the frame's window, before the channel exists (below).
      'rnp-live:booted': () => undefined,
      'rnp-live:ready': () => {
        if (seen.ready) return;
        seen.ready = true;
        commonFont.then(
          (font) => current && post({ type: 'rnp-live:icons', font, glyphs: null }),
          () => undefined,
        );
        post({ type: 'rnp-live:theme', ...theme.current });
        if (latestRun.current) post({ type: 'rnp-live:run', ...latestRun.current });
        setStatus('ready');
        watch.lastAnswer = watch.lastTick = performance.now();
        watch.timer = setInterval(tick, PING_EVERY_MS);
      },
      'rnp-live:need-icons': () => {
        if (!seen.ready || seen.allIcons) return;
        seen.allIcons = true;
        loadAllIcons().then(
          ({ font, glyphs }) => current && post({ type: 'rnp-live:icons', font, glyphs }),
          () => (seen.allIcons = false),
        );
      },
      'rnp-live:pong': ({ dropped: droppedByFrame }) => {
        watch.lastAnswer = performance.now();
        if (droppedByFrame > 0) setDropped((count) => count + droppedByFrame);
      },
      'rnp-live:rendered': forTheRun,
      'rnp-live:error': forTheRun,
      'rnp-live:blank': forTheRun,
      'rnp-live:action': forTheRun,
    };

    const onChannelMessage = (event: MessageEvent) => {
      // Counted before its data is even deserialised: a flood costs the page a count per message.
      if (!current || !port.current || !reads.admit()) return;
      const message = readFrameText(event.data);
      if (!message) {
        // Not what the frame's runtime sends: the example's code took over the channel.
        stop();
        setStatus('stuck');
        return;
      }
      // Pongs are outside this budget: a frame busy reporting still answers, and is not taken for stuck.
      if (message.type === 'rnp-live:pong' || budget.admit()) dispatch(handlers, message);
    };

    // The frame's window is read once, for `booted`; what the example posts to the page later is
    // never read (its data is not even deserialised).
    const onBooted = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || readFrameMessage(event.data)?.type !== 'rnp-live:booted') return;
      removeEventListener('message', onBooted);
      phase.current.booted = true;
      runtime.then(
        (source) => {
          if (!current) return;
          const channel = new MessageChannel();
          channel.port1.onmessage = onChannelMessage;
          port.current = channel.port1;
          // The frame's origin is opaque, so no target origin can name it; what goes in is public code.
          target.postMessage({ type: 'rnp-live:runtime', source } satisfies HostMessage, '*', [channel.port2]);
        },
        () => undefined,
      );
    };
    addEventListener('message', onBooted);
    return () => {
      current = false;
      clearTimeout(bootTimer.current);
      removeEventListener('message', onBooted);
      stop();
    };
  }, [attempt, isolation, post, version]);

  useEffect(() => {
    theme.current = { mode, colors };
    if (phase.current.ready) post({ type: 'rnp-live:theme', mode, colors });
  }, [mode, colors, post]);

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

  /** Shows compiled example code (`bleed`: a whole screen, edge to edge); returns the id its outcome will carry. */
  const run = useCallback(
    (code: string, bleed = false) => {
      const runId = ++nextRunId.current;
      latestRun.current = { runId, code, bleed };
      if (phase.current.ready) post({ type: 'rnp-live:run', runId, code, bleed });
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
  return { frameKey: `${attempt}-${isolation}`, frameProps, status, dropped, run, retry };
}
