import type { DocVersion } from './doc-versions';
import type { NavLink, ResolvedNavbarItem } from './navigation';

/** The version a path belongs to: the one whose docs root it is under, else the one served at /docs/. */
export function versionOfPage(versions: readonly DocVersion[], path: string): DocVersion {
  const under = versions.filter((version) => path.startsWith(version.root));
  // `/docs/` is not a prefix of `/6.x/docs/`, but keep the longest root in case roots nest.
  const found = under.sort((a, b) => b.root.length - a.root.length)[0] ?? versions.find((version) => version.isLast);
  if (!found) throw new Error('No docs version is served at /docs/.');
  return found;
}

/**
 * Where switching to `target` leads from `path`: the same page under the target's root (keeping the
 * anchor), the page the target names instead when it lacks this one, or the target's main doc from a
 * page outside the docs.
 */
export function switchVersionLink(versions: readonly DocVersion[], target: DocVersion, path: string): NavLink {
  const from = versionOfPage(versions, path);
  const link = { label: target.label };
  if (!path.startsWith(from.root)) return { ...link, to: target.mainPath };
  const below = path.slice(from.root.length);
  if (Object.hasOwn(target.fallbacks, below)) return { ...link, to: target.fallbacks[below] };
  return { ...link, to: target.root + below, keepHash: true };
}

/**
 * A link to a page of the version served at /docs/ (`to`), as it reads on the page at `path`: the
 * same page in the version being read when that version has it, else unchanged.
 */
export function docLinkOnPage(versions: readonly DocVersion[], path: string, to: string): string {
  if (versions.length === 0) return to;
  const reading = versionOfPage(versions, path);
  const last = versions.find((version) => version.isLast);
  if (!last || reading === last || !to.startsWith(last.root)) return to;
  const below = to.slice(last.root.length);
  return Object.hasOwn(reading.fallbacks, below) ? to : reading.root + below;
}

/** A versioned link as it reads in the given version. */
function linkIn(link: NavLink, version: string): NavLink {
  const inVersion = link.inVersions?.[version];
  return inVersion ? { ...link, ...inVersion } : link;
}

/**
 * The navbar for one page: doc links lead into the version being read, and the version dropdown
 * becomes a dropdown labelled with that version, listing the same page in every version. On the
 * not-found page (`notFound`), which shows at the address asked for, the dropdown lists each
 * version's main doc instead: the same address in another version is most likely missing too.
 */
export function navbarForPage(
  items: readonly ResolvedNavbarItem[],
  versions: readonly DocVersion[],
  path: string,
  { notFound = false }: { notFound?: boolean } = {},
): ResolvedNavbarItem[] {
  const reading = versions.length > 0 ? versionOfPage(versions, path).name : undefined;
  return items.map((item): ResolvedNavbarItem => {
    switch (item.kind) {
      case 'link':
        return reading ? { ...item, ...linkIn(item, reading) } : item;
      case 'dropdown':
        return reading ? { ...item, items: item.items.map((link) => linkIn(link, reading)) } : item;
      case 'versions': {
        const current = versionOfPage(versions, path);
        return {
          kind: 'dropdown',
          position: item.position,
          label: current.label,
          items: [
            ...versions.map((version) =>
              notFound ? { label: version.label, to: version.mainPath } : switchVersionLink(versions, version, path),
            ),
            ...item.after,
          ],
        };
      }
      default:
        return item;
    }
  });
}
