import type { DocVersion } from '../../src/shared/doc-versions';
import { docsRootOf } from '../../src/shared/routes';

/** `/docs/…` or `/<routePrefix>/docs/…`, with what follows `docs`. */
const DOCS_LINK = /^\/(?:([^/?#]+)\/)?docs(?=[/?#]|$)(.*)$/;

/**
 * A guide's link to a docs page, as the site serves it now. Guides never write where a version is
 * served: `/docs/…` is a page of the guide's own version, `/<routePrefix>/docs/…` one of the version
 * with that route prefix (its name unless set), the address it has whenever it is not the current one. So `/docs/guides/theming/` in a 6.x guide is `/6.x/docs/guides/theming/` while 6.x is
 * the next version and `/docs/guides/theming/` once it is promoted, and `/5.x/docs/…` in it is 5.x's
 * page wherever 5.x is. Any other link is left as written (the link check reads the result).
 */
export function versionLink(
  url: string,
  own: Pick<DocVersion, 'prefix'>,
  versions: readonly Pick<DocVersion, 'routePrefix' | 'prefix'>[],
): string {
  const match = DOCS_LINK.exec(url);
  if (!match) return url;
  const [, prefix, rest] = match;
  const target = prefix === undefined ? own : versions.find((version) => version.routePrefix === prefix);
  return target ? `${docsRootOf(target.prefix)}${rest}` : url;
}
