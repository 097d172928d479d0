import { isIconName, type IconName } from '../../src/shared/icon-paths';
import { docPath, sectionPathOfDoc } from '../../src/shared/routes';
import type { NavLink, ResolvedNavbarItem, SidebarItem } from '../../src/shared/navigation';
import { flattenSidebar } from './sidebars';
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

/** Turns the configured navbar items into plain links and dropdowns. */
export function resolveNavbar(config: SiteConfig, sidebars: Record<string, SidebarItem[]>): ResolvedNavbarItem[] {
  const current = config.docs.versions[0];
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
        return { kind: 'link', position, label: item.label ?? current.label, to: docPath(current.mainDocId) };
      case 'docsVersionDropdown':
        return {
          kind: 'dropdown',
          position,
          label: current.label,
          items: [
            ...config.docs.versions.map((version) => ({ label: version.label, to: docPath(version.mainDocId) })),
            ...(item.dropdownItemsAfter ?? []).map(toNavLink),
          ],
        };
    }
  });
}
