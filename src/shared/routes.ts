/**
 * Route shapes of the site, relative to the base path. They keep the URLs of the site this one
 * replaces, so existing links keep working.
 */

export const DOCS_ROOT = '/docs';

declare const routePrefixBrand: unique symbol;
/**
 * What starts the routes of a version other than the last one: `6.x` in `/6.x/docs/`, a version's
 * `routePrefix` (its name unless set), read from its record (`DocVersion.prefix`). The version served
 * at /docs/ has none (undefined).
 */
export type RoutePrefix = string & { readonly [routePrefixBrand]: true };

/** A route prefix read from the config. */
export const asRoutePrefix = (prefix: string): RoutePrefix => prefix as RoutePrefix;

/**
 * A doc's key, unique across versions: its id within its version (`guides/x`), after its version's
 * route prefix when it has one (`6.x/guides/x`). A key is never taken apart: what needs a doc's version
 * or its id within the version reads the doc's `version` and `localId`.
 */
export const versionedDocId = (prefix: RoutePrefix | undefined, localId: string): string =>
  prefix ? `${prefix}/${localId}` : localId;

/** Where a version's docs live: `/docs`, `/6.x/docs`. */
export const docsRootOf = (prefix: RoutePrefix | undefined): string => (prefix ? `/${prefix}${DOCS_ROOT}` : DOCS_ROOT);

/** Another version's root, `/6.x/`, which leads to its docs; the last version's is the home page. */
export const versionRootOf = (prefix: RoutePrefix): string => `/${prefix}/`;

/** The search page's address under another version's root, `/6.x/search/`: the search page in that version. */
export const versionSearchPathOf = (prefix: RoutePrefix): string => `/${prefix}${SEARCH_PATH}`;

/** A doc's page, from its version's route prefix and its id within the version: (undefined, `guides/theming`) -> `/docs/guides/theming/`, (`6.x`, `guides/theming`) -> `/6.x/docs/guides/theming/`. */
export const docPath = (prefix: RoutePrefix | undefined, localId: string): string =>
  `${docsRootOf(prefix)}/${localId}/`;

/** A doc target, an id within the version with an optional query and heading (`guides/theming#shapes`, `guides/api-changes?name=overlay#exports`), as its page's path with them. */
export function docTargetPath(prefix: RoutePrefix | undefined, target: string): string {
  const [address, hash] = target.split('#');
  const [localId, query] = address.split('?');
  return docPath(prefix, localId) + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
}

/** An area of the docs, the first part of its docs' ids: `guides` -> `/docs/guides/`. */
export const sectionPath = (section: string): string => `${DOCS_ROOT}/${section}/`;

/** The area a doc belongs to, by its id within its version: `guides/theming` -> `/docs/guides/`; a doc outside any area opens itself. */
export const sectionPathOfDoc = (prefix: RoutePrefix | undefined, localId: string): string =>
  localId.includes('/') ? `${docsRootOf(prefix)}/${localId.split('/')[0]}/` : docPath(prefix, localId);

export const GUIDES_PATH = sectionPath('guides');
export const COMPONENTS_PATH = sectionPath('components');

/** A component's page, by its key under the components area: `Appbar/AppbarAction` -> `/docs/components/Appbar/AppbarAction/`. */
export const componentPath = (key: string): string => `${COMPONENTS_PATH}${key}/`;

/** A guide's route; a slug that is empty or not a path segment fails the build. */
export const guidePath = (slug: string): string => buildPath(`${GUIDES_PATH}:slug/`, { slug });
export const guideDocId = (slug: string): string => `guides/${slug}`;

export const SHOWCASE_DOC_ID = 'showcase';
export const SHOWCASE_PATH = docPath(undefined, SHOWCASE_DOC_ID);

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
