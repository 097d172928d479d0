import React, { Suspense, useMemo, useState } from 'react';
import Admonition from '../mdx/Admonition';
import ChunkErrorBoundary from '../LazyContent/ChunkErrorBoundary';
import { retryableLazy } from '../LazyContent/retryable-lazy';
import LoadFailure from '../LazyContent/LoadFailure';
import NoScriptOnly from '../NoScriptOnly';

// Every guide shares the MDX components, so the builder (and the colour library) is
// split into a chunk of its own that only pages using <ThemeBuilder /> download.
// Server rendering waits for lazy components, so the builder is still in the HTML.
const builderFor = retryableLazy(() => import(/* webpackChunkName: "theme-builder" */ './ThemeBuilder'));

/**
 * `<ThemeBuilder />` in guides: MD3 light and dark schemes from one source colour. Without
 * JavaScript its controls would do nothing and its stylesheet (which arrives with its chunk) would
 * not load, so it is hidden and a note, styled by the page's own CSS, says what it needs. Offline,
 * a guide Gatsby prefetched has its own code but not the builder's: a note and Retry take its place.
 */
export default function ThemeBuilder() {
  const [attempt, setAttempt] = useState(0);
  const Builder = useMemo(() => builderFor(attempt), [attempt]);
  const unavailable = (
    <LoadFailure title="The theme builder could not load." onRetry={() => setAttempt((n) => n + 1)}>
      <p className="lazy-content__hint">
        It needs the network the first time it opens; the rest of this guide reads as usual offline.
      </p>
    </LoadFailure>
  );
  return (
    <>
      <div className="needs-js">
        <ChunkErrorBoundary key={attempt} fallback={unavailable}>
          <Suspense fallback={<p className="theme-builder__status">Loading the theme builder…</p>}>
            <Builder />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
      <NoScriptOnly>
        <Admonition title="Theme builder">
          Turn on JavaScript to build a theme from a colour of your own here.
        </Admonition>
      </NoScriptOnly>
    </>
  );
}
