import React, { Suspense, lazy } from 'react';
import Admonition from '../mdx/Admonition';
import NoScriptOnly from '../NoScriptOnly';

// Every guide shares the MDX components, so the builder (and the colour library) is
// split into a chunk of its own that only pages using <ThemeBuilder /> download.
// Server rendering waits for lazy components, so the builder is still in the HTML.
const Builder = lazy(() => import(/* webpackChunkName: "theme-builder" */ './ThemeBuilder'));

/**
 * `<ThemeBuilder />` in guides: MD3 light and dark schemes from one source colour. Without
 * JavaScript its controls would do nothing and its stylesheet (which arrives with its chunk) would
 * not load, so it is hidden and a note, styled by the page's own CSS, says what it needs.
 */
export default function ThemeBuilder() {
  return (
    <>
      <div className="needs-js">
        <Suspense fallback={<p className="theme-builder__status">Loading the theme builder…</p>}>
          <Builder />
        </Suspense>
      </div>
      <NoScriptOnly>
        <Admonition title="Theme builder">
          Turn on JavaScript to build a theme from a colour of your own here.
        </Admonition>
      </NoScriptOnly>
    </>
  );
}
