import { withPrefix } from 'gatsby';
import {
  APP_CHUNKS,
  OFFLINE_CACHES,
  PAGE_CHUNKS_FILE,
  SEARCH_DIALOG_CHUNKS,
  SEARCH_INDEXES,
} from '../shared/offline-caches';

/**
 * Gatsby's address for a page's data: `/docs/guides/theming/` (base path or not) ->
 * `/page-data/docs/guides/theming/page-data.json`. A query string or hash is not part of the page
 * (`/search/?q=chip` is the search page).
 */
function pageDataUrl(pathname: string): string {
  const prefix = withPrefix('/').replace(/\/$/, '');
  const bare = pathname.replace(/[?#].*$/, '');
  const path = (prefix && bare.startsWith(`${prefix}/`) ? bare.slice(prefix.length) : bare).replace(/^\/+|\/+$/g, '');
  return withPrefix(`/page-data/${path === '' ? 'index' : path}/page-data.json`);
}

let pageChunks: Promise<Record<string, string[]>> | null = null;

/**
 * Every code file of a chunk group (a page template, the search dialog), shared chunks included, or
 * every search index (SEARCH_INDEXES): the build's page-chunks.json, fetched once.
 */
async function chunkUrls(chunkName: string): Promise<string[]> {
  pageChunks ??= fetch(withPrefix(`/${PAGE_CHUNKS_FILE}`)).then((response) => (response.ok ? response.json() : {}));
  const chunks = await pageChunks;
  return (Object.hasOwn(chunks, chunkName) ? chunks[chunkName] : []).map((file) => withPrefix(file));
}

/** Puts each URL into the cache unless it is there already; one that fails to download is left out. */
async function keep(cacheName: string, urls: string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const url of urls) {
    if (!(await cache.match(url, { ignoreSearch: true }))) await cache.add(url).catch(() => undefined);
  }
}

const workerInControl = () => typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Everything a page needs to open offline: its data, the static query results it names, the
 * site's app data and all its code. Gatsby prefetches a linked page's data and part of its code
 * with `<link rel="prefetch">`, which the worker does not keep, so this runs once a prefetch is done.
 */
export async function keepPageForOffline(pathname: string): Promise<void> {
  if (!workerInControl()) return;
  // The worker may still be storing the prefetched data; then a fetch through it revalidates and keeps it.
  const url = pageDataUrl(pathname);
  const pageData = (await caches.match(url, { ignoreSearch: true })) ?? (await fetch(url));
  if (!pageData.ok) return;
  const { componentChunkName, staticQueryHashes = [] } = (await pageData.json()) as {
    componentChunkName: string;
    staticQueryHashes?: string[];
  };
  await keep(OFFLINE_CACHES.data, [
    url,
    withPrefix('/page-data/app-data.json'),
    ...staticQueryHashes.map((hash) => withPrefix(`/page-data/sq/d/${hash}.json`)),
  ]);
  await keep(OFFLINE_CACHES.code, await chunkUrls(componentChunkName));
}

const whenIdle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1000),
  );

/**
 * Once the worker controls the first page a reader opens (it did not when that page loaded), and
 * the page is idle: keeps that page itself, and the search dialog's code and every docs version's
 * index (about 70 kB gzip each), so the page and search work offline from the first visit, before
 * search is ever opened, in whichever version the reader goes on to read.
 */
export async function keepFirstVisitForOffline(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker) return;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  await whenIdle();
  await keep(OFFLINE_CACHES.pages, [location.href.split('#')[0]]);
  await keepPageForOffline(location.pathname);
  await keep(OFFLINE_CACHES.code, [...(await chunkUrls(APP_CHUNKS)), ...(await chunkUrls(SEARCH_DIALOG_CHUNKS))]);
  await keep(OFFLINE_CACHES.data, await chunkUrls(SEARCH_INDEXES));
}
