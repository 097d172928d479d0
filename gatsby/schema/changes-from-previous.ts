import type { DocVersionSources } from '../config/doc-versions';
import type { VersionFallbacks } from '../config/version-fallbacks';
import { splitDocId, versionedDocId } from '../../src/shared/routes';
import { compareComponents, isDocTarget, namedChanges, type ComparedProp, type PropChange } from './component-changes';

/** The fields of a ComponentDoc node the comparison reads. */
export interface ComparableDoc {
  title: string;
  docId: string;
  version: string;
  props: readonly ComparedProp[];
  inheritedProps: readonly { props: readonly { name: string }[] }[];
}

/** A component page's changes from the version before its own (the ComponentChanges type). */
export interface ChangesFromPrevious {
  from: string;
  fromDocId: string;
  fromTitle: string;
  guideDocId: string | null;
  props: PropChange[];
}

const comparable = (doc: ComparableDoc) => ({
  title: doc.title,
  props: doc.props,
  inherited: new Set(doc.inheritedProps.flatMap((group) => group.props.map((prop) => prop.name))),
});

/**
 * For each component page of a version that has a migration guide, its changes from the version listed
 * before it in site.config.ts. The older page is the one at the same address, else the one the older
 * version's fallbacks open for it (FAB.Menu in 6.x: FAB.Group in 5.x); a page with neither has none.
 */
export function changesFromPreviousOf(
  versions: readonly Pick<DocVersionSources, 'name' | 'prefix' | 'migration'>[],
  fallbacks: VersionFallbacks,
) {
  const named = new Map(versions.map((version) => [version.name, namedChanges(version.migration?.changes ?? [])]));
  return (doc: ComparableDoc, all: readonly ComparableDoc[]): ChangesFromPrevious | null => {
    const index = versions.findIndex((version) => version.name === doc.version);
    const version = versions[index];
    const previous = versions[index - 1];
    if (!version?.migration || !previous) return null;
    const [, id] = splitDocId(doc.docId);
    const olderId = (fallbacks[previous.name]?.[id] ?? id).split('#')[0];
    const older = all.find(
      (candidate) => candidate.version === previous.name && splitDocId(candidate.docId)[1] === olderId,
    );
    if (!older) return null;
    return {
      from: previous.name,
      fromDocId: older.docId,
      fromTitle: older.title,
      guideDocId: versionedDocId(version.prefix, version.migration.guide),
      props: compareComponents(comparable(older), comparable(doc), named.get(version.name)!).map((change) => ({
        ...change,
        replacement:
          change.replacement && isDocTarget(change.replacement)
            ? versionedDocId(version.prefix, change.replacement)
            : change.replacement,
      })),
    };
  };
}
