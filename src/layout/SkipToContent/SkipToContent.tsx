import React from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the navbar. */
export default function SkipToContent() {
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
