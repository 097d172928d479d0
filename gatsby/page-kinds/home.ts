import type { PageKind } from './entry';

/** The home page, at the site's root. */
export const home: PageKind = { name: 'home page', component: 'src/pages/index.tsx', sitemap: true };
