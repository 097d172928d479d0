import { docTargetPath } from '../../src/shared/routes';
import type { DocMeta } from '../../src/shared/navigation';
import type { DocVersion } from '../../src/shared/doc-versions';
import { VERSION_FALLBACKS_FILE, type VersionFallbacks } from './version-fallbacks';
import { SiteConfigError } from './site-config-error';

/**
 * A version record as pages read it, without what the build adds to it (folders, the pages map):
 * every field of DocVersion, and only those. Listing them makes the compiler ask for a new one.
 */
const RECORD_FIELDS: Record<keyof DocVersion, true> = {
  name: true,
  label: true,
  bareLabel: true,
  mainDocId: true,
  isLast: true,
  prefix: true,
  routePrefix: true,
  status: true,
  root: true,
  mainPath: true,
  themeExports: true,
  screenshotsPath: true,
  hasPreview: true,
  banner: true,
  announcementBar: true,
  fallbacks: true,
};

const recordOf = (version: DocVersion): DocVersion =>
  Object.fromEntries(
    Object.keys(RECORD_FIELDS).map((field) => [field, version[field as keyof DocVersion]]),
  ) as unknown as DocVersion;

/**
 * The docs versions as pages read them (the site config node's `versions`): each resolved record
 * with the page it opens for each page of another version it lacks, the one
 * content/version-fallbacks.json names, else its main doc. A main doc or fallback the version does
 * not have stops the build, naming the entry.
 */
export function versionRecords(
  versions: readonly DocVersion[],
  docs: readonly DocMeta[],
  fallbacks: VersionFallbacks,
): DocVersion[] {
  return versions.map((version) => {
    const own = new Set(docs.filter((doc) => doc.version === version.name).map((doc) => doc.localId));
    /** The target's page; one the version lacks throws what `fail` makes of the problem, naming the file it is in. */
    const pathOf = (target: string, fail: (problem: string) => Error) => {
      if (!own.has(target.split('#')[0]))
        throw fail(`is ${JSON.stringify(target)}, which is not a doc of version ${JSON.stringify(version.name)}.`);
      return docTargetPath(version.prefix, target);
    };
    const named = fallbacks[version.name] ?? {};
    const mainPath = pathOf(
      version.mainDocId,
      (problem) => new SiteConfigError(`docs.versions (${version.name}).mainDocId`, problem),
    );
    const lacking = docs.filter((doc) => doc.version !== version.name && !own.has(doc.localId));
    return {
      ...recordOf(version),
      mainPath,
      // Keyed by the page's path below a docs root, so any address of the page finds it: its own,
      // and the old /docs/ one an older version's page keeps once a newer one is promoted.
      fallbacks: Object.fromEntries(
        lacking.map(({ localId }) => {
          const target = Object.hasOwn(named, localId)
            ? pathOf(
                named[localId],
                (problem) => new Error(`${VERSION_FALLBACKS_FILE}: "${version.name}"."${localId}" ${problem}`),
              )
            : mainPath;
          return [`${localId}/`, target];
        }),
      ),
    };
  });
}
