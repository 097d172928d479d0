import type { VersionFallbacks } from '../config/version-fallbacks';
import { docPath, docTargetPath } from '../../src/shared/routes';
import { compareComponents, namedChanges, type ComparedProp, type PropChange } from './component-changes';
import { isDocTarget } from '../../src/shared/migration/rules';
import { compareNames, type NameChange } from './library-changes';
import { comparedVersions, type VersionRecord } from '../config/compared-versions';
import { apiChangesDoc } from '../page-kinds/api-changes';

export { comparedVersions } from '../config/compared-versions';
export type { VersionRecord } from '../config/compared-versions';

/** The fields of a ComponentDoc node the comparison reads. */
export interface ComparableDoc {
  title: string;
  docId: string;
  /** Its id within its version, which pages of both versions share when they are the same page. */
  localId: string;
  path: string;
  version: string;
  props: readonly ComparedProp[];
  inheritedProps: readonly { props: readonly { name: string }[] }[];
}

/** A component page's changes from the version before its own (the ComponentChanges type); no `from` page when that version has none. */
export interface ChangesFromPrevious {
  from: string;
  /** The older page's route. */
  fromPath: string | null;
  fromTitle: string | null;
  /** The version's migration guide's route. */
  guidePath: string | null;
  /** The version's API changes page's route. */
  apiChangesPath: string;
  props: PropChange[];
}

/** Where an older page's component is in the next version (the ComponentInNext type). */
export interface InNextVersion {
  version: string;
  /** Its page there (the route) and its name there (FAB.Menu for FAB.Group), when it has one. */
  path: string | null;
  title: string | null;
  /** Whether its props changed. */
  changed: boolean;
  /** Where the next version's fallbacks send a reader of this page when it has none (`/6.x/docs/guides/migration/#animatedfab`). */
  movedTo: string | null;
  /** What the next version's changes file says replaces it when it has no page there, as a name (`TextInput supportingText`). */
  replacement: string | null;
}

/** What changed in a version's exports and theme colour roles from the version before (the LibraryChanges type). */
export interface LibraryChanges {
  /** The version's API changes page: its key and its route. */
  docId: string;
  path: string;
  version: string;
  from: string;
  /** The version's migration guide's route. */
  guidePath: string;
  exports: NameChange[];
  themeRoles: NameChange[];
}

/** A version's names that the API changes page compares. */
export interface LibraryNames {
  exports: readonly string[];
  themeRoles: readonly string[];
}

const comparable = (doc: ComparableDoc) => ({
  title: doc.title,
  props: doc.props,
  inherited: new Set(doc.inheritedProps.flatMap((group) => group.props.map((prop) => prop.name))),
});

/** A change whose replacement is a doc target, as its page in the newer version (`/6.x/docs/guides/theming/#shapes`). */
const inVersion =
  (prefix: VersionRecord['prefix']) =>
  <C extends { replacement: string | null }>(change: C): C =>
    change.replacement && isDocTarget(change.replacement)
      ? { ...change, replacement: docTargetPath(prefix, change.replacement) }
      : change;

/**
 * How component pages compare across versions. A version with a migration guide is compared with the
 * version listed before it in site.config.ts. The older page is the one at the same address, else the
 * one the older version's fallbacks open for it (FAB.Menu in 6.x: FAB.Group in 5.x).
 */
export function versionComparison(versions: readonly VersionRecord[], fallbacks: VersionFallbacks) {
  const named = new Map(versions.map((version) => [version.name, namedChanges(version.migration?.changes ?? [])]));
  const found = new Map<string, ChangesFromPrevious | null>();
  const pairs = comparedVersions(versions);
  /** The version named and the one it is compared with, when it is compared. */
  const pairOf = (name: string) => pairs.find(({ version }) => version.name === name);
  const guideOf = (version: VersionRecord) => docPath(version.prefix, version.migration!.guide);

  /** The page's changes from the version before; null for a version with nothing to compare with. */
  function changesFromPrevious(doc: ComparableDoc, all: readonly ComparableDoc[]): ChangesFromPrevious | null {
    if (found.has(doc.docId)) return found.get(doc.docId)!;
    const pair = pairOf(doc.version);
    let changes: ChangesFromPrevious | null = null;
    if (pair) {
      const { version, previous } = pair;
      const olderId = (fallbacks[previous.name]?.[doc.localId] ?? doc.localId).split('#')[0];
      const older = all.find((candidate) => candidate.version === previous.name && candidate.localId === olderId);
      changes = {
        from: previous.name,
        fromPath: older?.path ?? null,
        fromTitle: older?.title ?? null,
        guidePath: guideOf(version),
        apiChangesPath: apiChangesDoc(version).path,
        props: older
          ? compareComponents(comparable(older), comparable(doc), named.get(version.name)!).map(
              inVersion(version.prefix),
            )
          : [],
      };
    }
    found.set(doc.docId, changes);
    return changes;
  }

  /** Where the page's component is in the next version, when that version is compared with this one. */
  function inNextVersion(doc: ComparableDoc, all: readonly ComparableDoc[]): InNextVersion | null {
    const next = pairs.find(({ previous }) => previous.name === doc.version)?.version;
    if (!next) return null;
    const newer = all.find(
      (candidate) => candidate.version === next.name && changesFromPrevious(candidate, all)?.fromPath === doc.path,
    );
    const movedTo = fallbacks[next.name]?.[doc.localId];
    const said = named.get(next.name)!.get(doc.title)?.replacement;
    return {
      version: next.name,
      path: newer?.path ?? null,
      title: newer?.title ?? null,
      changed: newer ? changesFromPrevious(newer, all)!.props.length > 0 : false,
      movedTo: !newer && movedTo ? docTargetPath(next.prefix, movedTo) : null,
      replacement: !newer && said && !isDocTarget(said) ? said : null,
    };
  }

  /** What changed in the library's exports and theme roles, for a version compared with the one before. */
  function libraryChanges(versionName: string, namesOf: (version: string) => LibraryNames): LibraryChanges | null {
    const pair = pairOf(versionName);
    if (!pair) return null;
    const { version, previous } = pair;
    const before = namesOf(previous.name);
    const after = namesOf(version.name);
    const compare = (older: readonly string[], newer: readonly string[]) =>
      compareNames(older, newer, named.get(version.name)!).map(inVersion(version.prefix));
    const page = apiChangesDoc(version);
    return {
      docId: page.docId,
      path: page.path,
      version: version.name,
      from: previous.name,
      guidePath: guideOf(version),
      exports: compare(before.exports, after.exports),
      themeRoles: compare(before.themeRoles, after.themeRoles),
    };
  }

  return { changesFromPrevious, inNextVersion, libraryChanges };
}
