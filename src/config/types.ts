/**
 * Types of site.config.ts for the site's code. They are derived from the schema the build checks
 * the config with (`gatsby/config/site-config-schema.ts`); these re-exports are type-only, so no
 * browser bundle carries the schema or zod.
 */
export type {
  AnnouncementBarConfig,
  ColorModeConfig,
  DefaultNavbarItem,
  DocNavbarItem,
  DocSidebarNavbarItem,
  DocsVersion,
  DocsVersionDropdownNavbarItem,
  DocsVersionNavbarItem,
  DropdownNavbarItem,
  FooterColumn,
  FooterConfig,
  FooterLink,
  HtmlNavbarItem,
  LocaleDropdownNavbarItem,
  Logo,
  NavbarItem,
  NavbarItemType,
  NavbarPosition,
  SearchConfig,
  SearchNavbarItem,
  SidebarItemConfig,
  SiteConfig,
} from '../../gatsby/config/site-config-schema';
