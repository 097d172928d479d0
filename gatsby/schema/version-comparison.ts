import type { DocVersionSources } from '../config/doc-versions';
import type { VersionFallbacks } from '../config/version-fallbacks';
import { splitDocId, versionedDocId } from '../../src/shared/routes';
import { compareComponents, namedChanges, type ComparedProp, type PropChange } from './component-changes';
import { isDocTarget } from '../../src/shared/migration/rules';

/** The fields of a ComponentDoc node the comparison reads. */
export interface ComparableDoc {
  title: string;
  docId: string;
  version: string;
  props: readonly ComparedProp[];
  inheritedProps: readonly { props: readonly { name: string }[] }[];
}

/** A component page's changes from the version before its own (the ComponentChanges type); no `from` page when that version has none. */
export interface ChangesFromPrevious {
  from: string;
  fromDocId: string | null;
  fromTitle: string | null;
  guideDocId: string | null;
  props: PropChange[];
}

/** Where an older page's component is in the next version (the ComponentInNext type). */
export interface InNextVersion {
  version: string;
  /** Its page there and its name there (FAB.Menu for FAB.Group), when it has one. */
  docId: string | null;
  title: string | null;
  /** Whether its props changed. */
  changed: boolean;
  /** Where the next version's fallbacks send a reader of this page when it has none (`6.x/guides/migration#animatedfab`). */
  movedTo: string | null;
}

const comparable = (doc: ComparableDoc) => ({
  title: doc.title,
  props: doc.props,
  inherited: new Set(doc.inheritedProps.flatMap((group) => group.props.map((prop) => prop.name))),
});

type VersionRecord = Pick<DocVersionSources, 'name' | 'prefix' | 'migration'>;

/**
 * How component pages compare across versions. A version with a migration guide is compared with the
 * version listed before it in site.config.ts. The older page is the one at the same address, else the
 * one the older version's fallbacks open for it (FAB.Menu in 6.x: FAB.Group in 5.x).
 */
export function versionComparison(versions: readonly VersionRecord[], fallbacks: VersionFallbacks) {
  const named = new Map(versions.map((version) => [version.name, namedChanges(version.migration?.changes ?? [])]));
  const neighbour = (name: string, step: number) => versions[versions.findIndex((v) => v.name === name) + step];
  const idOf = (doc: ComparableDoc) => splitDocId(doc.docId)[1];
  const found = new Map<string, ChangesFromPrevious | null>();

  /** The page's changes from the version before; null for a version with nothing to compare with. */
  function changesFromPrevious(doc: ComparableDoc, all: readonly ComparableDoc[]): ChangesFromPrevious | null {
    if (found.has(doc.docId)) return found.get(doc.docId)!;
    const version = neighbour(doc.version, 0);
    const previous = neighbour(doc.version, -1);
    let changes: ChangesFromPrevious | null = null;
    if (version?.migration && previous) {
      const olderId = (fallbacks[previous.name]?.[idOf(doc)] ?? idOf(doc)).split('#')[0];
      const older = all.find((candidate) => candidate.version === previous.name && idOf(candidate) === olderId);
      changes = {
        from: previous.name,
        fromDocId: older?.docId ?? null,
        fromTitle: older?.title ?? null,
        guideDocId: versionedDocId(version.prefix, version.migration.guide),
        props: older
          ? compareComponents(comparable(older), comparable(doc), named.get(version.name)!).map((change) => ({
              ...change,
              replacement:
                change.replacement && isDocTarget(change.replacement)
                  ? versionedDocId(version.prefix, change.replacement)
                  : change.replacement,
            }))
          : [],
      };
    }
    found.set(doc.docId, changes);
    return changes;
  }

  /** Where the page's component is in the next version, when that version is compared with this one. */
  function inNextVersion(doc: ComparableDoc, all: readonly ComparableDoc[]): InNextVersion | null {
    const next = neighbour(doc.version, 1);
    if (!next?.migration) return null;
    const newer = all.find(
      (candidate) => candidate.version === next.name && changesFromPrevious(candidate, all)?.fromDocId === doc.docId,
    );
    const movedTo = fallbacks[next.name]?.[idOf(doc)];
    return {
      version: next.name,
      docId: newer?.docId ?? null,
      title: newer?.title ?? null,
      changed: newer ? changesFromPrevious(newer, all)!.props.length > 0 : false,
      movedTo: !newer && movedTo ? versionedDocId(next.prefix, movedTo) : null,
    };
  }

  return { changesFromPrevious, inNextVersion };
}
