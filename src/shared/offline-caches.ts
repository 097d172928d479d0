/** Names of the service worker's runtime caches: gatsby/post-build/service-worker.ts fills them, the page reads the code cache. */
export const OFFLINE_CACHES = { pages: 'pages', data: 'data', code: 'code', media: 'media' } as const;

/** Written by the build: each page template's chunk group -> every code file it needs, shared chunks included. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** Gatsby's entry chunk group (its runtime, React, the stylesheet), listed in page-chunks.json too. */
export const APP_CHUNKS = 'app';

/** The search dialog's chunk group (`webpackChunkName` in src/search/SearchBar.tsx), listed in page-chunks.json too. */
export const SEARCH_DIALOG_CHUNKS = 'search-modal';

/** Not a chunk group: every docs version's search index, listed in page-chunks.json too, so a first visit keeps them all. */
export const SEARCH_INDEXES = 'search-indexes';
