import { docPath, splitDocId, versionedDocId } from '../../src/shared/routes';
import type { DocMeta } from '../../src/shared/navigation';
import type { DocVersion } from '../../src/shared/doc-versions';
import { VERSION_FALLBACKS_FILE, type VersionFallbacks } from './version-fallbacks';
import { SiteConfigError } from './site-config-error';

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
      ...version,
      mainPath,
      // Keyed by the page's path below a docs root, so any address of the page finds it: its own,
      // and the old /docs/ one an older version's page keeps once a newer one is promoted.
      fallbacks: Object.fromEntries(
        lacking.map((doc) => {
          const id = splitDocId(doc.id)[1];
          const target = Object.hasOwn(named, id)
            ? pathOf(
                named[id],
                (problem) => new Error(`${VERSION_FALLBACKS_FILE}: "${version.name}"."${id}" ${problem}`),
              )
            : mainPath;
          return [`${id}/`, target];
        }),
      ),
    };
  });
}
