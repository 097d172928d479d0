import { withPrefix } from 'gatsby';
import { OFFLINE_CACHES, PAGE_CHUNKS_FILE } from '../lib/offline-caches';

/** Gatsby's address for a page's data: `/docs/guides/theming/` (base path or not) -> `/page-data/docs/guides/theming/page-data.json`. */
function pageDataUrl(pathname: string): string {
  const prefix = withPrefix('/').replace(/\/$/, '');
  const path = (prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname).replace(/^\/+|\/+$/g, '');
  return withPrefix(`/page-data/${path === '' ? 'index' : path}/page-data.json`);
}

let pageChunks: Promise<Record<string, string[]>> | null = null;

/** Every code file of a page template, shared chunks included (the build's page-chunks.json, fetched once). */
async function chunkUrls(chunkName: string): Promise<string[]> {
  pageChunks ??= fetch(withPrefix(`/${PAGE_CHUNKS_FILE}`)).then((response) => (response.ok ? response.json() : {}));
  return ((await pageChunks)[chunkName] ?? []).map((file) => withPrefix(file));
}

/**
 * Gatsby prefetches a linked page's data and part of its code with `<link rel="prefetch">`, which the
 * worker does not keep; so once a prefetch is done, the page puts all that page's code into the
 * worker's code cache itself, and the page opens offline too.
 */
export async function keepPrefetchedCode(pathname: string): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  // The worker may still be storing the prefetched data; then a fetch through it revalidates and keeps it.
  const url = pageDataUrl(pathname);
  const pageData = (await caches.match(url)) ?? (await fetch(url));
  if (!pageData.ok) return;
  const { componentChunkName } = (await pageData.json()) as { componentChunkName: string };
  const cache = await caches.open(OFFLINE_CACHES.code);
  for (const url of await chunkUrls(componentChunkName)) {
    if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
  }
}
