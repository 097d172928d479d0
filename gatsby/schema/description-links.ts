import type { RoutePrefix } from '../../src/shared/doc-versions';
import { DOCS_ROOT, docPath, docsRootOf, normalizePath } from '../../src/shared/routes';
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

/**
 * The site path a doc comment's relative link means (`../../Portal#x` -> `/docs/components/Portal/#x`):
 * the documented component whose doc id ends with the link's last segment. Null for any other href
 * and for a name nothing matches.
 */
function relativeDocHref(href: string, docIds: readonly string[]): string | null {
  if (!isRelative(href)) return null;
  const [target, fragment] = href.split('#');
  const name = target
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .replace(/\.(mdx?|tsx?)$/, '');
  const docId = docIds.find((id) => id.split('/').pop() === name);
  return docId ? withCurrentAnchor(docPath(docId) + (fragment ? `#${fragment}` : '')) : null;
}

/**
 * A path under /docs/ as the same page of a docs version served elsewhere
 * (`/docs/guides/theming/#x` -> `/6.x/docs/guides/theming/#x`) when that version has the page
 * (`docIds` are its doc ids), so a doc comment's absolute link keeps the reader in the version
 * being read. Otherwise, and for the version at /docs/ (undefined), the path as given.
 */
function sameDocIn(sitePath: string, prefix: RoutePrefix | undefined, docIds: readonly string[]): string {
  if (!prefix || !sitePath.startsWith(`${DOCS_ROOT}/`)) return sitePath;
  const [path, fragment] = sitePath.split('#');
  const versioned = docsRootOf(prefix) + path.slice(DOCS_ROOT.length);
  if (!docIds.some((id) => docPath(id) === versioned)) return sitePath;
  return fragment === undefined ? versioned : `${versioned}#${fragment}`;
}

/**
 * Where a doc comment's link leads on this site (a relative link to a component, or an absolute one
 * to the docs, in `version` when it has the page), or null. `docIds` are the version's.
 */
export function docCommentHref(
  href: string,
  docIds: readonly string[],
  siteRoot: string,
  prefix?: RoutePrefix,
): string | null {
  const ownSite = ownSiteHref(href, siteRoot);
  return relativeDocHref(href, docIds) ?? (ownSite && sameDocIn(ownSite, prefix, docIds));
}

/**
 * The library's doc comments link to other components by paths relative to its old docs site
 * (`../../Portal`, `./Portal`, `ToggleButtonRow`), and to guides by this site's absolute address.
 * Each relative link goes to the documented component whose doc id ends with the link's last
 * segment, each absolute one to the same page here (`ownSiteHref`), in the comment's docs
 * `version` when it has one; a link nothing matches is left as written, so the link check
 * reports it. `docIds` are the version's; `siteRoot` is the site's origin and base path.
 */
export function resolveDescriptionLinks(
  html: string,
  docIds: readonly string[],
  pathPrefix: string,
  siteRoot: string,
  prefix?: RoutePrefix,
): string {
  return html.replace(/<a href="([^"]*)"/g, (tag, href: string) => {
    const sitePath = docCommentHref(href.replace(/&amp;/g, '&'), docIds, siteRoot, prefix);
    return sitePath ? `<a href="${pathPrefix}${sitePath}"` : tag;
  });
}
