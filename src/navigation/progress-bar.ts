import NProgress from 'nprogress';
import { createRouteProgress } from './route-progress';
import './progress-bar.css';

// No spinner, as on the site this one replaces; the pace is nprogress's default, written out so a library update cannot change it.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  ...({ trickleRate: 0.02 } as object),
});

/** Starts 200 ms after a navigation begins; finished by Gatsby's onRouteUpdate. */
export const routeProgress = createRouteProgress(NProgress, 200);
