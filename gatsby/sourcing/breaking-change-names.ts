import type { CreatePagesArgs } from 'gatsby';
import type { BreakingChange } from '../config/breaking-changes';
import { docVersions } from '../config/site-config';
import { versionFallbacks } from '../config/version-fallbacks';
import { libraryExportsOf } from '../shared/library-exports';
import {
  comparedVersions,
  versionComparison,
  type ComparableDoc,
  type ChangesFromPrevious,
} from '../schema/version-comparison';

/**
 * The hand-written breaking changes file and the generated comparison must agree: every name the file
 * lists that is a component of the older version, or a prop of one (`TextInput mode`, `underlineColor`),
 * must be one the comparison finds gone (a component the newer version has no page of, a prop removed
 * or renamed). A prop may be named on its family (`Appbar subtitle` for Appbar.Content's), as readers
 * do. A name the older library exports must be one the newer no longer does. Other names (theme roles,
 * function options, ref methods) are not the comparison's to confirm.
 */

/** What the comparison found gone: components the newer version has no page of, and each older component's props removed or renamed. */
export interface GoneInNewer {
  components: ReadonlySet<string>;
  props: ReadonlyMap<string, ReadonlySet<string>>;
}

export function goneInNewer(
  older: readonly ComparableDoc[],
  newer: readonly ComparableDoc[],
  comparisons: readonly ChangesFromPrevious[],
): GoneInNewer {
  const compared = new Map(comparisons.flatMap((c) => (c.fromPath ? [[c.fromPath, c] as const] : [])));
  const newerTitles = new Set(newer.map((doc) => doc.title));
  const components = new Set(older.map((doc) => doc.title).filter((title) => !newerTitles.has(title)));
  const props = new Map<string, Set<string>>();
  for (const doc of older) {
    const comparison = compared.get(doc.path);
    // A component no newer page compares with has lost every prop.
    const gone = comparison
      ? comparison.props.filter((p) => p.kind === 'removed' || p.kind === 'renamed').map((p) => p.name)
      : doc.props.map((p) => p.name);
    props.set(doc.title, new Set(gone));
  }
  return { components, props };
}

/** The file's names that name an older component or prop the comparison does not find gone, each as a problem naming the file and key. */
export function unconfirmedNames(
  changes: readonly BreakingChange[],
  file: string,
  older: readonly ComparableDoc[],
  gone: GoneInNewer,
  versions: { older: string; newer: string },
  /** Names both versions' libraries export. */
  stillExported: ReadonlySet<string> = new Set(),
): string[] {
  const titles = new Set(older.map((doc) => doc.title));
  const propNames = new Set(older.flatMap((doc) => doc.props.map((prop) => prop.name)));
  return changes.flatMap((change, index) =>
    Object.keys(change.names ?? {}).flatMap((name) => {
      const key = `${file}: "[${index}].names.${name}"`;
      const [first, prop, ...rest] = name.split(' ');
      if (rest.length === 0 && prop !== undefined && titles.has(first))
        return [...gone.props].some(
          ([title, props]) => (title === first || title.startsWith(`${first}.`)) && props.has(prop),
        )
          ? []
          : [
              `${key} says ${first}'s prop ${prop} changed, but comparing ${first} in ${versions.older} and ${versions.newer} finds no such prop removed or renamed.`,
            ];
      if (prop === undefined && titles.has(name))
        return gone.components.has(name)
          ? []
          : [`${key} says ${name} changed, but ${versions.newer} still has a page of ${name}.`];
      if (prop === undefined && stillExported.has(name))
        return [`${key} says ${name} changed, but ${versions.newer} still exports ${name} as ${versions.older} did.`];
      if (prop === undefined && propNames.has(name))
        return [...gone.props.values()].some((props) => props.has(name))
          ? []
          : [
              `${key} says the prop ${name} changed, but comparing ${versions.older} and ${versions.newer} finds it removed or renamed on no component.`,
            ];
      return [];
    }),
  );
}

/** Every version's breaking changes file against the comparison with the version before it. */
export function checkBreakingChangeNames({ getNodesByType }: Pick<CreatePagesArgs, 'getNodesByType'>): string[] {
  const versions = docVersions();
  const all = getNodesByType('ComponentDoc') as unknown as ComparableDoc[];
  const comparison = versionComparison(versions, versionFallbacks());
  return comparedVersions(versions).flatMap(({ version, previous }) => {
    if (!version.migration?.changesFile) return [];
    const newer = all.filter((doc) => doc.version === version.name);
    const comparisons = newer.flatMap((doc) => comparison.changesFromPrevious(doc, all) ?? []);
    const older = all.filter((doc) => doc.version === previous.name);
    const gone = goneInNewer(older, newer, comparisons);
    const newerExports = new Set(libraryExportsOf(version));
    const stillExported = new Set(libraryExportsOf(previous).filter((name) => newerExports.has(name)));
    return unconfirmedNames(
      version.migration.changes,
      version.migration.changesFile,
      older,
      gone,
      { older: previous.name, newer: version.name },
      stillExported,
    );
  });
}
