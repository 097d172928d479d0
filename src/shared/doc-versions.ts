/**
 * The docs versions as every consumer reads them, resolved once from site.config.ts's `docs`: which
 * version is served at /docs/ (`lastVersion`), which prefix the others' routes and doc ids carry, and
 * which banner each shows. Nothing else decides which version is the current one.
 */

declare const versionNameBrand: unique symbol;
/** A version's own name, as site.config.ts declares it: `5.x`, `6.x`. */
export type VersionName = string & { readonly [versionNameBrand]: true };

declare const routePrefixBrand: unique symbol;
/**
 * What starts the routes and doc ids of a version other than the last one: `6.x` in `/6.x/docs/` and
 * `6.x/guides/theming`. The version served at /docs/ has none (undefined).
 */
export type RoutePrefix = string & { readonly [routePrefixBrand]: true };

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

/** The part of a version's config every consumer needs. */
interface DocsVersionConfig {
  name: string;
  label: string;
  mainDocId: string;
}

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
  prefix: RoutePrefix | undefined;
  status: VersionStatus;
}

/** The major number in a version's name (`6.x` -> 6), which orders versions. */
const majorOf = (name: string): number => Number.parseInt(name, 10);

/** A version's name as the type that says it is one; for names read from config, nodes and data. */
export const asVersionName = (name: string): VersionName => name as VersionName;

/** A route prefix read from a path or doc id. */
export const asRoutePrefix = (prefix: string): RoutePrefix => prefix as RoutePrefix;

/** Every configured version, in the config's order, resolved. */
export function resolveDocVersions(docs: {
  lastVersion: string;
  versions: readonly DocsVersionConfig[];
}): DocVersion[] {
  const last = majorOf(docs.lastVersion);
  return docs.versions.map((version) => {
    const isLast = version.name === docs.lastVersion;
    const status: VersionStatus = isLast ? 'current' : majorOf(version.name) > last ? 'next' : 'older';
    const word = STATUS_WORDS[status].label;
    return {
      name: asVersionName(version.name),
      label: word ? `${version.label} (${word})` : version.label,
      bareLabel: version.label,
      mainDocId: version.mainDocId,
      isLast,
      prefix: isLast ? undefined : asRoutePrefix(version.name),
      status,
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

/**
 * The version whose routes start with `prefix`; the last version for none, and for its own name
 * (`/6.x/…` once 6.x is promoted: its old addresses lead to its pages at /docs/).
 */
export function versionOfPrefix<V extends DocVersion>(versions: readonly V[], prefix: RoutePrefix | undefined): V {
  if (prefix === undefined) return lastVersionOf(versions);
  const version = versions.find((candidate) => (candidate.prefix ?? candidate.name) === prefix);
  if (!version) throw new Error(`No docs version is served under /${prefix}/.`);
  return version;
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
