import type { PageKind } from './entry';

/** The not-found page, rendered once at /404/ (and /404.html) and shown at any missing address. */
export const notFound: PageKind = { name: 'not-found page', component: 'src/pages/404.tsx', sitemap: false };
