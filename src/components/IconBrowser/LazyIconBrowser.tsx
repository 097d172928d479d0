import React, { lazy, Suspense, useSyncExternalStore } from 'react';

// Everything else in this folder (and, from there, the glyph map and the font) is split from the
// guide chunks, so only the icons page downloads it. This file is all that other guides carry.
const IconBrowser = lazy(() => import(/* webpackChunkName: "icon-browser" */ './IconBrowser'));

const subscribe = () => () => undefined;

/**
 * What guides use as `<IconBrowser />`. The server and the hydrating render output a placeholder
 * (the server snapshot is false); React renders the lazy browser right after hydration. Rendering
 * it during hydration instead would leave a dehydrated Suspense boundary until the chunk arrives,
 * and an update in that window (the colour mode switching to dark, for one) makes React throw the
 * server HTML away with error 421.
 */
export default function LazyIconBrowser() {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = (
    <div className="icon-browser icon-browser--placeholder">
      <p className="icon-browser__status" role="status">
        <span className="icon-browser__spinner" aria-hidden="true" />
        Loading icons…
      </p>
    </div>
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <IconBrowser />
    </Suspense>
  );
}
