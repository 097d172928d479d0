import React, { forwardRef, useEffect, useState } from 'react';

interface Props {
  onClick: () => void;
  /** Loads the dialog's code ahead, when the reader is about to press. */
  onIntent: () => void;
}

/** The navbar's search button, with DocSearch's class names so @docsearch/css styles it. */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ onClick, onIntent }, ref) {
  // The server cannot know the reader's platform; Apple keyboards say ⌘ instead of Ctrl.
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button needs-js"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
