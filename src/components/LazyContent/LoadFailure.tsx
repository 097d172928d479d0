import React from 'react';
import { searchSkip } from '../../shared/search-markup';
import './lazy-content.css';

interface Props {
  /** What could not load, as a sentence: "Could not load the icons." */
  title: string;
  /** What the reader can do about it. */
  children: React.ReactNode;
  onRetry: () => void;
  /** Extra class for the box (to size it like the content, for one). */
  className?: string;
}

/** The box a lazily loaded feature shows in its place when its code did not arrive, with a Retry button. */
export default function LoadFailure({ title, children, onRetry, className = '' }: Props) {
  return (
    <div className={`lazy-content lazy-content--error ${className}`} role="alert" {...searchSkip}>
      <p className="lazy-content__title">{title}</p>
      {children}
      <button type="button" className="button button--tonal" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
