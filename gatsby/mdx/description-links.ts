import type { RoutePrefix } from '../../src/shared/doc-versions';
import { DOCS_ROOT, docsRootOf, normalizePath } from '../../src/shared/routes';
import renamedAnchors from '../../content/data/renamed-anchors.json';

/** A site path with its anchor renamed where the docs renamed the section (content/data/renamed-anchors.json). */
function withCurrentAnchor(sitePath: string): string {
  const [path, fragment] = sitePath.split('#');
  const renamed = renamedAnchors as unknown as Record<string, Record<string, string>>;
  const pageAnchors = Object.hasOwn(renamed, path) ? renamed[path] : {};
  return fragment === undefined
    ? path
    : `${path}#${Object.hasOwn(pageAnchors, fragment) ? pageAnchors[fragment] : fragment}`;
}

/**
 * The site path of an absolute link to this very site's docs
 * (`https://callstack.github.io/react-native-paper/docs/guides/theming#dark-theme` ->
 * `/docs/guides/theming/#light-and-dark-mode`), so it stays on the deploy the reader is on and the
 * link check can follow it. `siteRoot` is the origin and base path. Null for any other href.
 */
function ownSiteHref(href: string, siteRoot: string): string | null {
  if (!href.startsWith(`${siteRoot}${DOCS_ROOT}/`)) return null;
  return withCurrentAnchor(normalizePath(href.slice(siteRoot.length)));
}

/** An href that is neither absolute, nor site-rooted, nor a fragment: `../../Portal`, `ToggleButtonRow`. */
const isRelative = (href: string) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href);

/** A route's last segment: `/6.x/docs/components/Portal/` -> `Portal`. */
const lastSegment = (route: string) => route.replace(/\/+$/, '').split('/').pop();

/**
 * The site path a doc comment's relative link means (`../../Portal#x` -> `/docs/components/Portal/#x`):
 * the documented component whose route ends with the link's last segment. Null for any other href
 * and for a name nothing matches.
 */
function relativeDocHref(href: string, docPaths: readonly string[]): string | null {
  if (!isRelative(href)) return null;
  const [target, fragment] = href.split('#');
  const name = target
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .replace(/\.(mdx?|tsx?)$/, '');
  const docPath = docPaths.find((route) => lastSegment(route) === name);
  return docPath ? withCurrentAnchor(docPath + (fragment ? `#${fragment}` : '')) : null;
}

/**
 * A path under /docs/ as the same page of a docs version served elsewhere
 * (`/docs/guides/theming/#x` -> `/6.x/docs/guides/theming/#x`) when that version has the page
 * (`docPaths` are its docs' routes), so a doc comment's absolute link keeps the reader in the version
 * being read. Otherwise, and for the version at /docs/ (undefined), the path as given.
 */
function sameDocIn(sitePath: string, prefix: RoutePrefix | undefined, docPaths: readonly string[]): string {
  if (!prefix || !sitePath.startsWith(`${DOCS_ROOT}/`)) return sitePath;
  const [path, fragment] = sitePath.split('#');
  const versioned = docsRootOf(prefix) + path.slice(DOCS_ROOT.length);
  if (!docPaths.includes(versioned)) return sitePath;
  return fragment === undefined ? versioned : `${versioned}#${fragment}`;
}

/**
 * Where a doc comment's link leads on this site (a relative link to a component, or an absolute one
 * to the docs, in `version` when it has the page), or null. `docPaths` are the routes of the version's docs.
 */
export function docCommentHref(
  href: string,
  docPaths: readonly string[],
  siteRoot: string,
  prefix?: RoutePrefix,
): string | null {
  const ownSite = ownSiteHref(href, siteRoot);
  return relativeDocHref(href, docPaths) ?? (ownSite && sameDocIn(ownSite, prefix, docPaths));
}

/**
 * The library's doc comments link to other components by paths relative to its old docs site
 * (`../../Portal`, `./Portal`, `ToggleButtonRow`), and to guides by this site's absolute address.
 * Each relative link goes to the documented component whose route ends with the link's last
 * segment, each absolute one to the same page here (`ownSiteHref`), in the comment's docs
 * `version` when it has one; a link nothing matches is left as written, so the link check
 * reports it. `docPaths` are the routes of the version's docs; `siteRoot` is the site's origin and base path.
 */
export function resolveDescriptionLinks(
  html: string,
  docPaths: readonly string[],
  pathPrefix: string,
  siteRoot: string,
  prefix?: RoutePrefix,
): string {
  return html.replace(/<a href="([^"]*)"/g, (tag, href: string) => {
    const sitePath = docCommentHref(href.replace(/&amp;/g, '&'), docPaths, siteRoot, prefix);
    return sitePath ? `<a href="${pathPrefix}${sitePath}"` : tag;
  });
}
