import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/layout/wrapPage';
import { installClientNavigation, routeRendered } from './src/navigation/client-navigation';
import { installKeyboardFocusClass } from './src/navigation/keyboard-focus';
import { keepPrefetchedCode } from './src/navigation/offline-cache';
import { registerServiceWorker } from './src/navigation/service-worker';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installClientNavigation();
  installKeyboardFocusClass();
  registerServiceWorker();
};

/** The new route has rendered. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => routeRendered(location.pathname);

/** A linked page's data and code have been prefetched: keep its code for offline reading too. */
export const onPostPrefetchPathname: GatsbyBrowser['onPostPrefetchPathname'] = ({ pathname }) => {
  void keepPrefetchedCode(pathname).catch(() => undefined);
};
