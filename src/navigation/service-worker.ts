import { withPrefix } from 'gatsby';
import { keepFirstVisitForOffline } from './offline-cache';

/** Installs the offline worker the build writes (gatsby/post-build/service-worker.ts); not in `gatsby develop`. */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(withPrefix('/sw.js')).then(
      () => keepFirstVisitForOffline().catch(() => undefined),
      (error: unknown) => console.warn('Offline reading is not available:', error),
    );
  // After the page has loaded, so installing it never competes with the page's own requests. The
  // bundles start after the first paint (gatsby/post-build/scripts-after-paint.ts), often after `load`.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
