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
 * What a version's pages say above their content: `unreleased` for a version newer than the one at
 * /docs/, `older` for an older one; none for the one at /docs/.
 */
export type VersionBanner = 'unreleased' | 'older';

/** The part of a version's config every consumer needs. */
interface DocsVersionConfig {
  name: string;
  label: string;
  mainDocId: string;
}

export interface DocVersion {
  name: VersionName;
  label: string;
  /** The doc the version's navbar entry opens, without the prefix (`guides/getting-started`). */
  mainDocId: string;
  /** Served at /docs/: the version named by `docs.lastVersion`. */
  isLast: boolean;
  prefix: RoutePrefix | undefined;
  banner: VersionBanner | undefined;
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
    const major = majorOf(version.name);
    return {
      name: asVersionName(version.name),
      label: version.label,
      mainDocId: version.mainDocId,
      isLast,
      prefix: isLast ? undefined : asRoutePrefix(version.name),
      banner: isLast ? undefined : major > last ? 'unreleased' : 'older',
    };
  });
}

/** The version served at /docs/. */
export function lastVersionOf<V extends DocVersion>(versions: readonly V[]): V {
  const last = versions.find((version) => version.isLast);
  if (!last) throw new Error('No docs version is the last version (docs.lastVersion).');
  return last;
}

/** The version whose routes start with `prefix`; the last version for none. */
export function versionOfPrefix<V extends DocVersion>(versions: readonly V[], prefix: RoutePrefix | undefined): V {
  if (prefix === undefined) return lastVersionOf(versions);
  const version = versions.find((candidate) => candidate.prefix === prefix);
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
