import { isIconName, type IconName } from '../../src/shared/icon-paths';
import { docPath, docsRootOf, sectionPathOfDoc, splitDocId, versionedDocId } from '../../src/shared/routes';
import type { DocMeta, NavLink, ResolvedNavbarItem, SidebarItem, VersionEntry } from '../../src/shared/navigation';
import { VERSION_FALLBACKS_FILE, versionFallbacks, type VersionFallbacks } from './version-fallbacks';
import { flattenSidebar } from './sidebars';
import { lastVersionOf, resolveDocVersions } from '../../src/shared/doc-versions';
import { archivedLinks, archivedVersions, type ArchivedVersion } from './archived-versions';
import { SiteConfigError } from './site-config-error';
import type { DefaultNavbarItem, NavbarItem, SiteConfig } from '../../src/shared/site-config-schema';

const LOCALE_NAMES: Record<string, string> = { en: 'English' };

function iconOf(item: DefaultNavbarItem): IconName | undefined {
  if (item.icon === undefined || isIconName(item.icon)) return item.icon;
  throw new SiteConfigError(
    'navbar.items',
    `has an item (${item.label ?? item.href ?? item.to}) with the icon ${JSON.stringify(item.icon)}, which is not an icon the site draws.`,
  );
}

function toNavLink(item: DefaultNavbarItem): NavLink {
  return { label: item.label, to: item.to, href: item.href, ariaLabel: item['aria-label'], icon: iconOf(item) };
}

/**
 * Each version as the version dropdown switches to it, with the page it opens for each page of another
 * version it lacks: the one content/version-fallbacks.json names, else its main doc. A fallback to a doc
 * the version does not have stops the build, naming the entry.
 */
function versionEntries(config: SiteConfig, docs: DocMeta[], fallbacks: VersionFallbacks): VersionEntry[] {
  return resolveDocVersions(config.docs).map((version) => {
    const { prefix } = version;
    const own = new Set(docs.filter((doc) => splitDocId(doc.id)[0] === prefix).map((doc) => splitDocId(doc.id)[1]));
    /** The target's page; one the version lacks throws what `fail` makes of the problem, naming the file it is in. */
    const pathOf = (target: string, fail: (problem: string) => Error) => {
      const [id, anchor] = target.split('#');
      if (!own.has(id))
        throw fail(`is ${JSON.stringify(target)}, which is not a doc of version ${JSON.stringify(version.name)}.`);
      return docPath(versionedDocId(prefix, id)) + (anchor ? `#${anchor}` : '');
    };
    const named = fallbacks[version.name] ?? {};
    const mainPath = pathOf(
      version.mainDocId,
      (problem) => new SiteConfigError(`docs.versions (${version.name}).mainDocId`, problem),
    );
    const lacking = docs.filter((doc) => splitDocId(doc.id)[0] !== prefix && !own.has(splitDocId(doc.id)[1]));
    return {
      name: version.name,
      isLast: version.isLast,
      label: version.label,
      root: `${docsRootOf(prefix)}/`,
      mainPath,
      fallbacks: Object.fromEntries(
        lacking.map((doc) => {
          const id = splitDocId(doc.id)[1];
          const target = Object.hasOwn(named, id)
            ? pathOf(
                named[id],
                (problem) => new Error(`${VERSION_FALLBACKS_FILE}: "${version.name}"."${id}" ${problem}`),
              )
            : mainPath;
          return [doc.path, target];
        }),
      ),
    };
  });
}

/** The same doc's link in the other versions that have it. */
function docInVersions(config: SiteConfig, docs: DocMeta[], docId: string): NavLink['inVersions'] {
  const ids = new Set(docs.map((doc) => doc.id));
  const entries = resolveDocVersions(config.docs).flatMap((version) => {
    if (!version.prefix) return [];
    const id = versionedDocId(version.prefix, docId);
    return ids.has(id) ? [[version.name, { to: docPath(id), activePrefix: sectionPathOfDoc(id) }] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Turns the configured navbar items into plain links, dropdowns and the version dropdown. */
export function resolveNavbar(
  config: SiteConfig,
  sidebars: Record<string, SidebarItem[]>,
  docs: DocMeta[],
  fallbacks: VersionFallbacks = versionFallbacks(),
  archived: readonly ArchivedVersion[] = archivedVersions(config),
): ResolvedNavbarItem[] {
  const last = lastVersionOf(resolveDocVersions(config.docs));
  return config.navbar.items.map((item: NavbarItem): ResolvedNavbarItem => {
    const position = item.position ?? 'right';
    switch (item.type) {
      case undefined:
      case 'default':
        return { kind: 'link', position, ...toNavLink(item) };
      case 'dropdown':
        return { kind: 'dropdown', position, label: item.label, items: item.items.map(toNavLink) };
      case 'localeDropdown':
        return {
          kind: 'dropdown',
          position,
          label: LOCALE_NAMES[config.i18n.defaultLocale] ?? config.i18n.defaultLocale,
          items: config.i18n.locales.map((locale) => ({ label: LOCALE_NAMES[locale] ?? locale, to: '/' })),
        };
      case 'search':
        return { kind: 'search', position };
      case 'html':
        return { kind: 'html', position, value: item.value };
      case 'doc':
        return {
          kind: 'link',
          position,
          label: item.label,
          to: docPath(item.docId),
          activePrefix: sectionPathOfDoc(item.docId),
          inVersions: docInVersions(config, docs, item.docId),
        };
      case 'docSidebar': {
        const first = flattenSidebar(sidebars[item.sidebarId])[0];
        return {
          kind: 'link',
          position,
          label: item.label,
          to: first.href,
          activePrefix: first.docId ? sectionPathOfDoc(first.docId) : undefined,
        };
      }
      case 'docsVersion':
        return { kind: 'link', position, label: item.label ?? last.label, to: docPath(last.mainDocId) };
      case 'docsVersionDropdown':
        return {
          kind: 'versions',
          position,
          versions: versionEntries(config, docs, fallbacks),
          after: [...archivedLinks(archived), ...(item.dropdownItemsAfter ?? []).map(toNavLink)],
        };
    }
  });
}
