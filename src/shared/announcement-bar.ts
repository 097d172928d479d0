import { resolveDocVersions } from './doc-versions';
import { prefixOfPath } from './routes';
import type { AnnouncementBarConfig, SiteConfig } from './site-config-schema';

/**
 * The announcement bar of the page at `path`: its docs version's own bar for the state it is in
 * (`next.announcementBar` while it is the next version), none when that says `false`, else the
 * site's. Pages outside the docs count as the version at /docs/.
 */
export function announcementBarOf(
  config: Pick<SiteConfig, 'docs' | 'announcementBar'>,
  path: string,
): PageAnnouncementBar | undefined {
  const prefix = prefixOfPath(path);
  const version = resolveDocVersions(config.docs).find((candidate) => candidate.prefix === prefix);
  const own =
    version &&
    config.docs.versions.find((candidate) => candidate.name === version.name)?.[version.status]?.announcementBar;
  if (own === false) return undefined;
  if (own) return { ...own, version: version?.name };
  return config.announcementBar;
}

/** A bar as a page shows it: `version` names the docs version whose own bar it is (none for the site's). */
export type PageAnnouncementBar = AnnouncementBarConfig & { version?: string };
