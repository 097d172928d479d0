import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/layout/wrapPage';
import { installClientNavigation, routeRendered } from './src/navigation/client-navigation';
import { installKeyboardFocusClass } from './src/navigation/keyboard-focus';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installClientNavigation();
  installKeyboardFocusClass();
};

/** The new route has rendered. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => routeRendered(location.pathname);
