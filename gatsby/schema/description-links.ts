import { DOCS_ROOT, docPath, normalizePath } from '../../src/shared/routes';
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
export function ownSiteHref(href: string, siteRoot: string): string | null {
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
export function relativeDocHref(href: string, docIds: readonly string[]): string | null {
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

/** Where a doc comment's link leads on this site (a relative link to a component, or an absolute one to the docs), or null. */
export function docCommentHref(href: string, docIds: readonly string[], siteRoot: string): string | null {
  return relativeDocHref(href, docIds) ?? ownSiteHref(href, siteRoot);
}

/**
 * The library's doc comments link to other components by paths relative to its old docs site
 * (`../../Portal`, `./Portal`, `ToggleButtonRow`), and to guides by this site's absolute address.
 * Each relative link goes to the documented component whose doc id ends with the link's last
 * segment, each absolute one to the same page here (`ownSiteHref`); a link nothing matches is
 * left as written, so the link check reports it. `siteRoot` is the site's origin and base path.
 */
export function resolveDescriptionLinks(
  html: string,
  docIds: readonly string[],
  pathPrefix: string,
  siteRoot: string,
): string {
  return html.replace(/<a href="([^"]*)"/g, (tag, href: string) => {
    const sitePath = docCommentHref(href.replace(/&amp;/g, '&'), docIds, siteRoot);
    return sitePath ? `<a href="${pathPrefix}${sitePath}"` : tag;
  });
}
