import { docPath } from '../src/lib/routes';

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
  const name = target.replace(/\/+$/, '').split('/').pop()!.replace(/\.(mdx?|tsx?)$/, '');
  const docId = docIds.find((id) => id.split('/').pop() === name);
  return docId ? docPath(docId) + (fragment ? `#${fragment}` : '') : null;
}

/**
 * The library's doc comments link to other components by paths relative to its old docs site
 * (`../../Portal`, `./Portal`, `ToggleButtonRow`). Each such link goes to the documented
 * component whose doc id ends with the link's last segment; a link nothing matches is left as
 * written, so the link check reports it.
 */
export function resolveDescriptionLinks(html: string, docIds: readonly string[], pathPrefix: string): string {
  return html.replace(/<a href="([^"]*)"/g, (tag, href: string) => {
    const sitePath = relativeDocHref(href, docIds);
    return sitePath ? `<a href="${pathPrefix}${sitePath}"` : tag;
  });
}
