import React, { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenNearViewport } from '../lib/near-viewport';
import { HostElement, useServerMarkup, type HostProps } from './BuiltHtml';

/** How close to the window an island with `when="near"` wakes: before the reader reaches it. */
const NEAR = '400px';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

const focusables = (host: HTMLElement | null) => [...(host?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

interface Props extends Omit<HostProps, 'hostRef'> {
  /** `near`: hydrates when it comes near the viewport or is used; `used`: only when used. */
  when: 'near' | 'used';
  hostRef?: React.RefObject<HTMLElement>;
  children: ReactNode;
}

/**
 * An interactive part of a page that starts as the server's HTML (see BuiltHtml) and becomes React
 * when it is needed: near the viewport (`when="near"`), or at the reader's first click or focus
 * inside it. The markup React renders then is the same, so nothing moves; the control the reader
 * clicked or focused is found again by its place among the island's controls, and gets the click
 * or the focus. A link inside navigates without waking the island.
 */
export default function Island({ when, hostRef, children, ...host }: Props) {
  const kept = useServerMarkup(host.id);
  const [used, setUsed] = useState(kept === undefined);
  const [near, setNear] = useState(false);
  // Waking near the window waits for a press to end: React's markup replaces the server's nodes, and a
  // press that starts on one node and ends on its replacement clicks neither.
  const [pressing, setPressing] = useState(false);
  const live = used || (near && !pressing);
  const own = useRef<HTMLElement>(null);
  const ref = hostRef ?? own;
  /** What the reader did before the island woke: the control's place, and whether it was a click. */
  const replay = useRef<{ index: number; click: boolean } | null>(null);
  const pointerDown = useRef(false);

  useEffect(() => {
    if (live || near || when !== 'near') return undefined;
    const watching = new AbortController();
    void whenNearViewport(ref.current, watching.signal, NEAR).then(() => startTransition(() => setNear(true)));
    return () => watching.abort();
  }, [live, near, when, ref]);

  useLayoutEffect(() => {
    const action = replay.current;
    if (!live || !action) return;
    replay.current = null;
    const control = focusables(ref.current)[action.index];
    control?.focus();
    // After the click that woke the island has finished its own dispatch.
    if (action.click) queueMicrotask(() => control?.click());
  }, [live, ref]);

  const wake = (target: EventTarget, click: boolean) => {
    const control = (target as Element).closest?.(FOCUSABLE);
    replay.current = { index: focusables(ref.current).indexOf(control as HTMLElement), click };
    flushSync(() => setUsed(true));
  };
  const handlers: React.HTMLAttributes<HTMLElement> = live
    ? {}
    : {
        onPointerDown: (event) => {
          pointerDown.current = true;
          setPressing(true);
          // Wherever the press ends; after the click it makes, if any, which comes in the same task.
          const ended = new AbortController();
          const release = () => {
            ended.abort();
            setTimeout(() => setPressing(false));
          };
          for (const type of ['pointerup', 'pointercancel'])
            event.currentTarget.ownerDocument.addEventListener(type, release, { signal: ended.signal });
        },
        onFocus: (event) => {
          // A press focuses the control before its click: the click wakes the island, on the same control.
          if (!pointerDown.current) wake(event.target, false);
        },
        onClick: (event) => {
          pointerDown.current = false;
          // A link was already followed by the site's navigation (delegatedLinks).
          if (event.defaultPrevented || (event.target as Element).closest?.('a[href]')) return;
          event.preventDefault();
          wake(event.target, true);
        },
      };
  return (
    <HostElement {...host} {...handlers} hostRef={ref} kept={live ? undefined : kept}>
      {children}
    </HostElement>
  );
}
