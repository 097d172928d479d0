/**
 * The docs versions as every consumer reads them, resolved once from site.config.ts's `docs`: which
 * version is served at /docs/ (`lastVersion`), which prefix the others' routes carry, and which banner
 * each shows. Nothing else decides which version is the current one.
 */

import type { AnnouncementBarConfig, ThemeExports } from './site-config-schema';
import { asRoutePrefix, docPath, docsRootOf, type RoutePrefix } from './routes';

export { asRoutePrefix, type RoutePrefix };

declare const versionNameBrand: unique symbol;
/** A version's own name, as site.config.ts declares it: `5.x`, `6.x`. */
export type VersionName = string & { readonly [versionNameBrand]: true };

/**
 * Where a version is in its life: `current` for the one at /docs/ (`docs.lastVersion`), `next` for a
 * newer one, `older` for an older one. Every word the site says of a version follows from it (its
 * label, its banner, its announcement bar, the home page's version), so promotion changes them all;
 * STATUS_WORDS is the one name of each state.
 */
export type VersionStatus = 'next' | 'current' | 'older';

/** How the site names each state, in labels (`v6.x (next)`) and banner titles (`Next version: v6.x`). */
export const STATUS_WORDS: Record<VersionStatus, { label?: string; title: string }> = {
  next: { label: 'next', title: 'Next version' },
  current: { title: 'Current version' },
  older: { title: 'Older version' },
};

/** What a version's pages say in one state (site.config.ts's `next`, `current`, `older`). */
interface VersionWords {
  banner?: string;
  announcementBar?: AnnouncementBarConfig | false;
}

/** The part of a version's config every consumer needs. */
type DocsVersionConfig = {
  name: string;
  label: string;
  mainDocId: string;
  routePrefix?: string;
  themeExports: ThemeExports;
  screenshots: string;
  preview?: object;
} & Partial<Record<VersionStatus, VersionWords>>;

export interface DocVersion {
  name: VersionName;
  /** The configured label with its state's word, as every page shows it: `v6.x (next)`, `v5.x`. */
  label: string;
  /** The configured label alone (`v6.x`), where the state is said already (the banner's title). */
  bareLabel: string;
  /** The doc the version's navbar entry opens, without the prefix (`guides/getting-started`). */
  mainDocId: string;
  /** Served at /docs/: the version named by `docs.lastVersion`. */
  isLast: boolean;
  /** What its routes start with: undefined at /docs/, else `routePrefix`. */
  prefix: RoutePrefix | undefined;
  /** Its configured route prefix (its name unless set), kept while it is at /docs/: its old addresses lead on. */
  routePrefix: RoutePrefix;
  status: VersionStatus;
  /** Where its docs live: `/docs/`, `/6.x/docs/`. */
  root: string;
  /** Its main doc's page, for pages outside the docs. */
  mainPath: string;
  /** What its library exports its default themes and theme type as, for the theme code readers copy. */
  themeExports: ThemeExports;
  /** The address its screenshots are served at (`/screenshots/6.x`). */
  screenshotsPath: string;
  /** Its examples run live in the page (it has a preview runtime). */
  hasPreview: boolean;
  /** What its banner says in its state (its config's `<status>.banner`), if it says its own. */
  banner?: string;
  /** Its own announcement bar in its state; `false` for none; undefined for the site's. */
  announcementBar?: AnnouncementBarConfig | false;
  /**
   * Pages of other versions this one lacks, by their path below a docs root -> the page of this one
   * to open instead (`components/HelperText/` -> `/6.x/docs/guides/migration/#helpertext`); filled by
   * the build, which knows every doc (gatsby/config/version-records.ts).
   */
  fallbacks: Record<string, string>;
}

/** A version's name as the type that says it is one; for names read from config, nodes and data. */
export const asVersionName = (name: string): VersionName => name as VersionName;

/**
 * Every configured version, in the config's order, resolved. The list runs from oldest to newest, so
 * a version after the last one is a next one and one before it an older one; names are never parsed.
 */
export function resolveDocVersions(docs: {
  lastVersion: string;
  versions: readonly DocsVersionConfig[];
}): DocVersion[] {
  const last = docs.versions.findIndex((version) => version.name === docs.lastVersion);
  return docs.versions.map((version, index) => {
    const isLast = index === last;
    const status: VersionStatus = isLast ? 'current' : index > last ? 'next' : 'older';
    const word = STATUS_WORDS[status].label;
    const routePrefix = asRoutePrefix(version.routePrefix ?? version.name);
    const prefix = isLast ? undefined : routePrefix;
    return {
      name: asVersionName(version.name),
      label: word ? `${version.label} (${word})` : version.label,
      bareLabel: version.label,
      mainDocId: version.mainDocId,
      isLast,
      prefix,
      routePrefix,
      status,
      root: `${docsRootOf(prefix)}/`,
      mainPath: docPath(prefix, version.mainDocId),
      themeExports: version.themeExports,
      screenshotsPath: `/${version.screenshots.replace(/^\/|\/$/g, '')}`,
      hasPreview: Boolean(version.preview),
      banner: version[status]?.banner,
      announcementBar: version[status]?.announcementBar,
      fallbacks: {},
    };
  });
}

/** The version served at /docs/. */
export function lastVersionOf<V extends DocVersion>(versions: readonly V[]): V {
  const last = versions.find((version) => version.isLast);
  if (!last) throw new Error('No docs version is the last version (docs.lastVersion).');
  return last;
}

/**
 * The version a feature that not every version can offer shows first: the current one when it can,
 * else the nearest next one, else the nearest older one (nearest by site.config.ts's list, which runs
 * from oldest to newest); none when no version can.
 */
export function preferredVersionOf<V extends DocVersion>(
  versions: readonly V[],
  can: (version: V) => boolean,
): V | undefined {
  const able = versions.filter(can);
  return (
    able.find((version) => version.status === 'current') ??
    able.find((version) => version.status === 'next') ??
    [...able].reverse().find((version) => version.status === 'older')
  );
}

/** The version of this name. */
export function versionNamed<V extends DocVersion>(versions: readonly V[], name: string): V {
  const version = versions.find((candidate) => candidate.name === name);
  if (!version)
    throw new Error(
      `No docs version is named ${JSON.stringify(name)}; expected one of ${versions.map((v) => v.name).join(', ')}.`,
    );
  return version;
}
