import { normalizePath } from '../shared/routes';
import { routeProgress } from './progress-bar';

type Navigate = (to: string, options?: unknown) => unknown;

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

let renderedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Gatsby rendered the route at `pathname`: the progress bar finishes. */
export function routeRendered(pathname: string): void {
  renderedPath = pathname;
  routeProgress.done();
}

/**
 * Wraps Gatsby's navigate (used by every Link and `navigate()` call):
 * a trailing `.html` or `/index.html` goes to the canonical path, and a
 * navigation to another page starts the route progress timer.
 */
export function installClientNavigation(): void {
  const win = window as unknown as { ___navigate?: Navigate };
  const original = win.___navigate;
  if (!original) return;
  win.___navigate = (to, options) => {
    const target = typeof to === 'string' && /\.html?([?#]|$)/i.test(to) ? normalizePath(to) : to;
    if (typeof target === 'string' && pathOf(target) !== renderedPath) routeProgress.start();
    return original(target, options);
  };
  // Back and forward buttons navigate without calling navigate(); a hash change stays on the page.
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== renderedPath) routeProgress.start();
  });
}
