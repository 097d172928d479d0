// The one place that calls Gatsby's navigate (eslint.config.mjs sends everything else here).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { navigate, withPrefix } from 'gatsby';
import { navigationTarget } from './navigation-target';
import { routeProgress } from './progress-bar';

let renderedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Gatsby rendered the route at `pathname` (with the base path): the progress bar finishes. */
export function routeRendered(pathname: string): void {
  renderedPath = pathname;
  routeProgress.done();
}

/** A client navigation to `target` begins: the progress bar starts (200 ms later) when it leaves the page. */
export function navigationStarts(target: string): void {
  if (new URL(withPrefix(target), window.location.href).pathname !== renderedPath) routeProgress.start();
}

/** The site's `navigate()`: every navigation the site's code starts goes through it, as every link goes through Link. */
export function siteNavigate(to: string, options?: { replace?: boolean; state?: object }): void {
  const target = navigationTarget(to);
  navigationStarts(target);
  navigate(target, options);
}

/** Back and forward buttons navigate without a link; a hash change stays on the page. */
export function startProgressOnHistoryMoves(): void {
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== renderedPath) routeProgress.start();
  });
}
