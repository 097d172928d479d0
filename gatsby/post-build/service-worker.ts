import fs from 'fs';
import path from 'path';
import { generateSW } from 'workbox-build';
import { OFFLINE_PATH } from '../../src/shared/routes';
import {
  APP_CHUNKS,
  OFFLINE_CACHES,
  PAGE_CHUNKS_FILE,
  SEARCH_DIALOG_CHUNKS,
  SEARCH_INDEXES,
} from '../../src/shared/offline-caches';
import { searchIndexFiles } from './search-index';
import type { PostBuildStage } from './stage';

const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Writes public/sw.js with Workbox. Pages, page data, code, images and the search index are cached
 * as the reader meets them: pages and data network-first, so an online reader always gets the current
 * deploy; content-hashed code cache-first; other images refreshed in the background. A page never
 * cached answers offline with the precached offline page. A new deploy's worker takes over at once and
 * drops the old precache; Gatsby reloads on the next navigation when the build changed, so code and
 * data never come from two deploys.
 */
async function writeServiceWorker(
  publicDir: string,
  pathPrefix: string,
): Promise<{ precached: number; warnings: string[] }> {
  const offlinePage = `${pathPrefix}${OFFLINE_PATH}`;
  const { count, warnings } = await generateSW({
    swDest: path.join(publicDir, SERVICE_WORKER_FILE),
    globDirectory: publicDir,
    // Only what the offline page needs; everything else is cached when first used.
    globPatterns: [`${OFFLINE_PATH.slice(1)}index.html`, 'images/*.svg'],
    modifyURLPrefix: { '': `${pathPrefix}/` },
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The live-example frame (PREVIEW_FRAME_PATH; a function's text goes into sw.js, so the path
        // is written out). The page embeds it without the sandbox attribute when this worker is in
        // control, since Chromium never lets a worker answer a sandboxed iframe; the worker adds
        // the sandbox as a policy header instead, so the frame gets its opaque origin online and
        // offline alike. No offline fallback page: the page says the preview needs the network.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.pathname.endsWith('/live-preview/frame.html'),
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_CACHES.pages,
          plugins: [
            {
              handlerWillRespond: async ({ response }) => {
                const headers = new Headers(response.headers);
                headers.append('Content-Security-Policy', 'sandbox allow-scripts');
                return new Response(response.body, {
                  status: response.status,
                  statusText: response.statusText,
                  headers,
                });
              },
            },
          ],
        },
      },
      {
        // A page's HTML does not depend on its query string (the search page reads `?q=` in the
        // browser), so offline any `/search/?q=…` opens from the one cached search page.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_CACHES.pages,
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 200 },
          precacheFallback: { fallbackURL: `${offlinePage}index.html` },
        },
      },
      {
        // Gatsby asks for a page's data with the page's query string (`page-data.json?q=chip`);
        // the data is the same whatever the query.
        urlPattern: /\/(page-data\/.*\.json|search-index\.json|page-chunks\.json)(\?.*)?$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_CACHES.data,
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 300 },
        },
      },
      {
        // Content-hashed code and static/ files never change under one name.
        urlPattern: /(?:[-.][0-9a-f]{20}\.(?:js|css)|\/static\/.*)$/,
        handler: 'CacheFirst',
        options: { cacheName: OFFLINE_CACHES.code, expiration: { maxEntries: 300 } },
      },
      {
        urlPattern: /\.(?:svg|png|webp|jpg|ico|woff2|ttf)$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: OFFLINE_CACHES.media, expiration: { maxEntries: 300 } },
      },
    ],
  });
  return { precached: count, warnings };
}

/**
 * Writes public/page-chunks.json from webpack's stats: for each page template, for Gatsby's own
 * entry (`app`) and for the search dialog (`search-modal`), all the code files it loads. Gatsby's
 * own chunk map leaves out shared chunks, and a page opened offline needs them all; the first page
 * of a visit and the search dialog are kept before the worker has seen them load. Beside them,
 * `search-indexes`: each docs version's index, which the first visit keeps too.
 */
function writePageChunks(publicDir: string, searchIndexes: string[]): void {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const groups = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name.startsWith('component---') || name === APP_CHUNKS || name === SEARCH_DIALOG_CHUNKS)
    .map(([name, group]) => [
      name,
      group.assets.map((asset) => `/${asset.name}`).filter((file) => /\.(js|css)$/.test(file)),
    ]);
  fs.writeFileSync(
    path.join(publicDir, PAGE_CHUNKS_FILE),
    JSON.stringify({ ...Object.fromEntries(groups), [SEARCH_INDEXES]: searchIndexes }),
  );
}

/** The offline worker, and the list of every page's code it and the page read. */
export const offlineWorker: PostBuildStage = {
  name: 'offline service worker',
  async run({ publicDir, pathPrefix, versions, reporter }) {
    writePageChunks(publicDir, searchIndexFiles(versions));
    const { precached, warnings } = await writeServiceWorker(publicDir, pathPrefix);
    for (const warning of warnings) reporter.warn(`Service worker: ${warning}`);
    return `${precached} files precached`;
  },
};
