import type { PageKind } from './entry';

/** The search page (`/search/`, `?version=` for another version), with the index of every page for readers without JavaScript. */
export const search: PageKind = { name: 'search page', component: 'src/pages/search.tsx', sitemap: true };
