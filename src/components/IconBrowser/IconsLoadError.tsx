import React from 'react';

/** The reason the icons could not load, and a way to try again without reloading the page. */
export default function IconsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="icon-browser__error" role="alert">
      <p className="icon-browser__error-title">The icons could not be loaded.</p>
      <p className="icon-browser__error-text">{error.message}</p>
      <button type="button" className="button button--filled" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
