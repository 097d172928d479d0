import type { PageKind } from './entry';

/** The page the service worker shows offline for a page it has not cached (`OFFLINE_PATH`). */
export const offline: PageKind = {
  name: 'offline page',
  component: 'src/pages/offline-plugin-app-shell-fallback.tsx',
  sitemap: false,
};
