import { isIconName, type IconName } from '../../src/shared/icon-paths';
import { docPath, sectionPathOfDoc } from '../../src/shared/routes';
import type { DocMeta, NavLink, ResolvedNavbarItem, Sidebar } from '../../src/shared/navigation';
import { flattenSidebar } from './sidebars';
import { lastVersionOf, type DocVersion } from '../../src/shared/doc-versions';
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

/** The same doc (by its id within a version) in the other versions that have it. */
function docInVersions(
  versions: readonly DocVersion[],
  docs: readonly DocMeta[],
  localId: string,
): NavLink['inVersions'] {
  const entries = versions.flatMap((version) => {
    if (version.isLast || !docs.some((doc) => doc.version === version.name && doc.localId === localId)) return [];
    return [
      [
        version.name,
        { to: docPath(version.prefix, localId), activePrefix: sectionPathOfDoc(version.prefix, localId) },
      ] as const,
    ];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Turns the configured navbar items into plain links, dropdowns and the version dropdown. A doc item
 * names a doc of the version at /docs/ by its id within the version; `inVersions` says where it leads
 * in the others.
 */
export function resolveNavbar(
  config: SiteConfig,
  versions: readonly DocVersion[],
  sidebars: Record<string, Sidebar>,
  docs: readonly DocMeta[],
  archived: readonly ArchivedVersion[] = archivedVersions(config),
): ResolvedNavbarItem[] {
  const last = lastVersionOf(versions);
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
          to: docPath(last.prefix, item.docId),
          activePrefix: sectionPathOfDoc(last.prefix, item.docId),
          inVersions: docInVersions(versions, docs, item.docId),
        };
      case 'docSidebar': {
        const first = flattenSidebar(sidebars[item.sidebarId].items)[0];
        const doc = first.docId === undefined ? undefined : docs.find((candidate) => candidate.id === first.docId);
        return {
          kind: 'link',
          position,
          label: item.label,
          to: first.href,
          activePrefix: doc ? sectionPathOfDoc(last.prefix, doc.localId) : undefined,
        };
      }
      case 'docsVersion':
        return { kind: 'link', position, label: item.label ?? last.label, to: last.mainPath };
      case 'docsVersionDropdown':
        return {
          kind: 'versions',
          position,
          after: [...archivedLinks(archived), ...(item.dropdownItemsAfter ?? []).map(toNavLink)],
        };
    }
  });
}
