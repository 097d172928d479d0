import path from 'path';
import { apiChanges } from './api-changes';
import { component } from './component';
import { guide } from './guide';
import { home } from './home';
import { notFound } from './not-found';
import { offline } from './offline';
import { redirect } from './redirect';
import { search } from './search';
import { showcase } from './showcase';
import type { PageKind } from './entry';

/**
 * Every kind of page the site has, each with everything the site does with its pages (entry.ts). A
 * new kind of page is an entry here, its template and its content. The order is the order pages are
 * made in, and the search index's order of areas (Guides, Components, Showcase).
 */
export const PAGE_KINDS: readonly PageKind[] = [
  guide,
  component,
  showcase,
  apiChanges,
  redirect,
  home,
  search,
  notFound,
  offline,
];

const ROOT = path.resolve(__dirname, '..', '..');

/** A kind's component as an absolute path, as createPages gives it to Gatsby. */
export const componentFileOf = (kind: PageKind): string => path.resolve(ROOT, kind.component);

/** A page as Gatsby holds it (a SitePage node): its path, the component it renders with, and its context. */
export interface SitePageInfo {
  path: string;
  /** An absolute path; an MDX page's carries `?__contentFilePath=`. */
  component: string;
  context?: Record<string, unknown> | null;
}

/** The kind whose component a page renders with; none for Gatsby's own pages (the develop server's 404 page). */
export function kindOfPage(page: Pick<SitePageInfo, 'component'>, kinds: readonly PageKind[] = PAGE_KINDS) {
  const file = path.resolve(page.component.split('?')[0]);
  return kinds.find((kind) => componentFileOf(kind) === file);
}

/** The pages the sitemap lists, those of kinds it lists, in one order whatever order Gatsby made them in. */
export function sitemapPages<P extends Pick<SitePageInfo, 'path' | 'component'>>(
  pages: readonly P[],
  kinds: readonly PageKind[] = PAGE_KINDS,
): P[] {
  return pages
    .filter((page) => kindOfPage(page, kinds)?.sitemap)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
