import React from 'react';
import { snackUrl } from './snack-url';
import { searchSkip } from '../../shared/search-markup';

interface Props {
  title: string;
  /** The code as it stands, for the Snack link. */
  code: string;
  /** The Snack's dependencies: the library of the page's version and its peers. */
  snackDependencies: string;
  /** Before the example runs: the button that starts it (left out without JavaScript). */
  onRun?: () => void;
  /** The reader points at or focuses Run: a moment to start downloading what it needs. */
  onRunIntent?: () => void;
  /** While it runs: the preview's theme, and Reset. */
  mode?: 'light' | 'dark';
  onModeChange?: (mode: 'light' | 'dark') => void;
  onReset?: () => void;
  resetDisabled?: boolean;
  /** More controls, before the Snack link. */
  children?: React.ReactNode;
}

/** The controls above an example, in its static and running states. */
export default function Toolbar({
  title,
  code,
  snackDependencies,
  onRun,
  onRunIntent,
  mode,
  onModeChange,
  onReset,
  resetDisabled,
  children,
}: Props) {
  return (
    <div className="live-example__toolbar" {...searchSkip}>
      {onRun && (
        <button
          type="button"
          className="button button--tonal live-example__run"
          onClick={onRun}
          onPointerEnter={onRunIntent}
          onFocus={onRunIntent}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          Run live
        </button>
      )}
      {mode && onModeChange && (
        <div className="live-example__modes" role="group" aria-label="Preview theme">
          {(['light', 'dark'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={mode === option} onClick={() => onModeChange(option)}>
              {option === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </div>
      )}
      {onReset && (
        <button type="button" className="button button--text" onClick={onReset} disabled={resetDisabled}>
          Reset
        </button>
      )}
      {children}
      <a
        className="live-example__snack"
        href={snackUrl(title, code, snackDependencies)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in Expo Snack<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
