import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { wrapPage } from './src/layout/wrapPage';
import { installHashGuard } from './src/navigation/hash-guard';
import { routeRendered, startProgressOnHistoryMoves } from './src/navigation/site-navigate';
import { hydrateInTransition } from './src/navigation/hydrate';
import { checkForNewDeploy, reloadIfNewDeploy, watchForNewDeploys } from './src/navigation/deploy-check';
import { installKeyboardFocusClass } from './src/navigation/keyboard-focus';
import { keepPageForOffline } from './src/navigation/offline-cache';
import { registerServiceWorker } from './src/navigation/service-worker';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// Gatsby types the renderer as react-dom's legacy `render`, overloads and all; it calls it with one
// element and the root element.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as Renderer;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installHashGuard();
  startProgressOnHistoryMoves();
  installKeyboardFocusClass();
  registerServiceWorker();
  watchForNewDeploys();
};

/** A route change is starting: after a newer deploy went live, load the page afresh rather than from memory. */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) reloadIfNewDeploy();
};

/** The new route has rendered. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeRendered(location.pathname);
  void checkForNewDeploy();
};

/** A linked page's data and code have been prefetched: keep its code for offline reading too. */
export const onPostPrefetchPathname: GatsbyBrowser['onPostPrefetchPathname'] = ({ pathname }) => {
  void keepPageForOffline(pathname).catch(() => undefined);
};
