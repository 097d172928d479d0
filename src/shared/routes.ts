/**
 * Route shapes of the site, relative to the base path. They keep the URLs of the site this one
 * replaces, so existing links keep working.
 */

export const DOCS_ROOT = '/docs';

declare const routePrefixBrand: unique symbol;
/**
 * What starts the routes and doc ids of a version other than the last one: `6.x` in `/6.x/docs/` and
 * `6.x/guides/theming`: a version's `routePrefix`, its name unless set. The version served at /docs/
 * has none (undefined).
 */
export type RoutePrefix = string & { readonly [routePrefixBrand]: true };

/** A route prefix read from a path, a doc id or the config. */
export const asRoutePrefix = (prefix: string): RoutePrefix => prefix as RoutePrefix;

/**
 * The first part of every doc id of a version: its areas (`guides/…`, `components/…`) and its pages
 * outside them (`showcase`). A version's route prefix may be none of them, so a doc id says by itself
 * whether it starts with one, whatever the version is called (`6.x`, `next`, `2026.1`).
 */
export const DOC_SECTIONS: readonly string[] = ['guides', 'components', 'showcase'];

/**
 * Docs of a version other than the last one (served at /docs/) have ids that start with its route
 * prefix (`6.x/guides/theming`), and live under it: `/6.x/docs/guides/theming/`.
 * The route prefix a doc id starts with, and the id within it: `6.x/guides/x` -> ['6.x', 'guides/x']; `guides/x` -> [undefined, 'guides/x']. */
export function splitDocId(docId: string): [prefix: RoutePrefix | undefined, id: string] {
  const slash = docId.indexOf('/');
  const first = docId.slice(0, slash);
  return slash > 0 && !DOC_SECTIONS.includes(first)
    ? [asRoutePrefix(first), docId.slice(slash + 1)]
    : [undefined, docId];
}

/** A doc id in a version: (`6.x`, `guides/x`) -> `6.x/guides/x`; the last version (no prefix) keeps the id. */
export const versionedDocId = (prefix: RoutePrefix | undefined, docId: string): string =>
  prefix ? `${prefix}/${docId}` : docId;

/** Where a version's docs live: `/docs`, `/6.x/docs`. */
export const docsRootOf = (prefix: RoutePrefix | undefined): string => (prefix ? `/${prefix}${DOCS_ROOT}` : DOCS_ROOT);

/** Another version's root, `/6.x/`, which leads to its docs; the last version's is the home page. */
export const versionRootOf = (prefix: RoutePrefix): string => `/${prefix}/`;

/** The search page's address under another version's root, `/6.x/search/`: the search page in that version. */
export const versionSearchPathOf = (prefix: RoutePrefix): string => `/${prefix}${SEARCH_PATH}`;

/** A doc's page: `guides/theming` -> `/docs/guides/theming/`, `6.x/guides/theming` -> `/6.x/docs/guides/theming/`. */
export function docPath(docId: string): string {
  const [version, id] = splitDocId(docId);
  return `${docsRootOf(version)}/${id}/`;
}

/** The route prefix of the version a page belongs to: `/6.x/docs/components/Button/` -> `6.x`; undefined for the last one. */
export function prefixOfPath(path: string): RoutePrefix | undefined {
  const prefix = /^\/([^/]+)\/docs\//.exec(path)?.[1];
  return prefix === undefined ? undefined : asRoutePrefix(prefix);
}

/** An area of the docs, the first part of its docs' ids: `guides` -> `/docs/guides/`. */
export const sectionPath = (section: string): string => `${DOCS_ROOT}/${section}/`;

/** The area a doc belongs to: `guides/theming` -> `/docs/guides/`; a doc outside any area opens itself. */
export function sectionPathOfDoc(docId: string): string {
  const [version, id] = splitDocId(docId);
  return id.includes('/') ? `${docsRootOf(version)}/${id.split('/')[0]}/` : docPath(docId);
}

export const GUIDES_PATH = sectionPath('guides');
export const COMPONENTS_PATH = sectionPath('components');

/** A component's page, by its key under the components area: `Appbar/AppbarAction` -> `/docs/components/Appbar/AppbarAction/`. */
export const componentPath = (key: string): string => `${COMPONENTS_PATH}${key}/`;

/** A guide's route; a slug that is empty or not a path segment fails the build. */
export const guidePath = (slug: string): string => buildPath(`${GUIDES_PATH}:slug/`, { slug });
export const guideDocId = (slug: string): string => `guides/${slug}`;

export const SHOWCASE_PATH = docPath('showcase');
export const SHOWCASE_DOC_ID = 'showcase';

/** Within a version compared with the one before it, its API changes page (`6.x/guides/api-changes`). */
export const API_CHANGES_ID = 'guides/api-changes';

export const SEARCH_PATH = '/search/';

/** Whether a page path is the not-found page's own (`/404/`, `/404.html`), which shows at any missing address. */
export const isNotFoundPage = (pagePath: string): boolean => /^\/404(\/|\.html)$/.test(pagePath);
/**
 * The page the service worker answers with, offline, for a page it has not cached. Gatsby's runtime
 * leaves this path (gatsby-plugin-offline's) alone when it is shown at another address, instead of
 * moving the reader to it, so Retry reloads the address they asked for.
 */
export const OFFLINE_PATH = '/offline-plugin-app-shell-fallback/';
/** Anchor of the search page's list of every page, the no-JavaScript way around the docs. */
export const PAGE_INDEX_ID = 'page-index';

/**
 * Removes a trailing `index.html` or `.html` and ensures the trailing slash the
 * site uses, keeping any query or hash: `/docs/a.html#x` -> `/docs/a/#x`.
 */
export function normalizePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match ? match[1] : path;
  const rest = match ? match[2] : '';
  let clean = pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (!clean.endsWith('/')) clean += '/';
  return clean + rest;
}

/**
 * The markdown version of a page, a file beside the page's folder (as the `.html` aliases are):
 * `/docs/components/Button/` -> `/docs/components/Button.md`, `/` -> `/index.md`. The build writes
 * it there and the page links to it, so both use this one function.
 */
export function markdownPath(pagePath: string): string {
  const clean = normalizePath(pagePath).replace(/[?#].*$/, '');
  return clean === '/' ? '/index.md' : `${clean.slice(0, -1)}.md`;
}

/** True for links that leave the site (another origin, mailto:, tel: ...). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Builds a path from a pattern such as `/docs/components/:family/:key?/`.
 * A missing required parameter or a value that does not fit the pattern's
 * segment rules throws, naming the parameter.
 */
export function buildPath(pattern: string, params: Record<string, string | undefined>): string {
  const path = pattern.replace(/:([A-Za-z]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route "${pattern}" needs the parameter "${name}".`);
    }
    if (!/^[A-Za-z0-9._-]+$/.test(value)) {
      throw new Error(`Route "${pattern}": parameter "${name}" is "${value}", which is not a valid path segment.`);
    }
    return value;
  });
  return path.replace(/\/{2,}/g, '/');
}
