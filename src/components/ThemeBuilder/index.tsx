import React, { Suspense, lazy } from 'react';

// Every guide shares the MDX components, so the builder (and the colour library) is
// split into a chunk of its own that only pages using <ThemeBuilder /> download.
// Server rendering waits for lazy components, so the builder is still in the HTML.
const Builder = lazy(() => import(/* webpackChunkName: "theme-builder" */ './ThemeBuilder'));

/** `<ThemeBuilder />` in guides: MD3 light and dark schemes from one source colour. */
export default function ThemeBuilder() {
  return (
    <Suspense fallback={<p className="theme-builder__status">Loading the theme builder…</p>}>
      <Builder />
    </Suspense>
  );
}
