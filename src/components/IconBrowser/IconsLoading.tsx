import React from 'react';

/** Shown until the glyph map and the font have arrived. */
export default function IconsLoading() {
  return (
    <div className="icon-browser__status" role="status">
      <span className="icon-browser__spinner" aria-hidden="true" />
      Loading icons…
    </div>
  );
}
