import type { DocVersion } from './doc-versions';
import type { AnnouncementBarConfig } from './site-config-schema';
import { versionOfPage } from './version-switch';

/**
 * The announcement bar of the page at `path`: its docs version's own bar for the state it is in
 * (`next.announcementBar` while it is the next version), none when that says `false`, else the
 * site's (`siteBar`). Pages outside the docs count as the version at /docs/.
 */
export function announcementBarOf(
  siteBar: AnnouncementBarConfig | undefined,
  versions: readonly DocVersion[],
  path: string,
): PageAnnouncementBar | undefined {
  const version = versionOfPage(versions, path);
  const own = version.announcementBar;
  if (own === false) return undefined;
  if (own) return { ...own, version: version.name };
  return siteBar;
}

/** A bar as a page shows it: `version` names the docs version whose own bar it is (none for the site's). */
export type PageAnnouncementBar = AnnouncementBarConfig & { version?: string };
