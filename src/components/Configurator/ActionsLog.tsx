import React, { useEffect, useRef } from 'react';

export interface LoggedAction {
  id: number;
  /** `onPress(event)` */
  text: string;
}

/** Newest last; the log keeps this many. */
export const MAX_LOGGED = 50;

/**
 * The callbacks the preview has called, under it. A polite live region that announces only what
 * is added, so a reader hears "onPress(event)" once, not the whole log.
 */
export default function ActionsLog({ entries, onClear }: { entries: readonly LoggedAction[]; onClear: () => void }) {
  const list = useRef<HTMLOListElement>(null);
  // The newest entry in view, scrolling the log's own box only.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [entries]);
  return (
    <div className="configurator__actions">
      <div className="configurator__actions-head">
        <h3 className="configurator__subheading">Actions</h3>
        <button type="button" className="button button--text" onClick={onClear} disabled={entries.length === 0}>
          Clear
        </button>
      </div>
      <ol
        ref={list}
        className="configurator__log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Actions the preview called"
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <code>{entry.text}</code>
          </li>
        ))}
      </ol>
      {entries.length === 0 && (
        <p className="configurator__hint">Press or change the component to see its callbacks here.</p>
      )}
    </div>
  );
}
