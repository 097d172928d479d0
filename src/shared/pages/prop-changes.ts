import { docPath } from '../routes';
import { plural, type Inline } from './inline';
import { isDocTarget } from '../migration/rules';

/**
 * A component page's "Changes from <version>" table as data: a row per changed prop, with what
 * happened to it in words, and its type, default or required flag in each version. The template and
 * the Markdown writer render the same rows.
 */

export type ComponentChanges = NonNullable<Queries.ComponentPageFactsFragment['changesFromPrevious']>;
type PropChange = ComponentChanges['props'][number];

export interface PropChangeRow {
  prop: string;
  change: Inline[];
  before: string | null;
  after: string | null;
}

/** A doc id with an optional `#heading`, as a site path. */
export const pathOf = (target: string): string => {
  const [docId, hash] = target.split('#');
  return docPath(docId) + (hash ? `#${hash}` : '');
};

function whatHappened(change: PropChange): Inline[] {
  switch (change.kind) {
    case 'removed':
      if (!change.replacement) return ['Removed'];
      return isDocTarget(change.replacement)
        ? ['Removed; see ', { text: 'its guide', to: pathOf(change.replacement) }]
        : ['Removed; use ', { code: change.replacement }];
    case 'renamed':
      return ['Renamed to ', { code: change.renamedTo ?? '' }];
    case 'type':
      return ['Type changed'];
    case 'default':
      return ['Default changed'];
    case 'required':
      return [change.after === 'required' ? 'Now required' : 'No longer required'];
    default:
      return ['Added'];
  }
}

export function propChangeRows(changes: ComponentChanges): PropChangeRow[] {
  return changes.props.map((change) => ({
    prop: change.name,
    change: [
      ...whatHappened(change),
      ...(change.section && changes.guideDocId
        ? [' (', { text: 'migration guide', to: `${docPath(changes.guideDocId)}#${change.section}` }, ')']
        : []),
    ],
    before: change.before,
    after: change.after,
  }));
}

const COUNTED: readonly [PropChange['kind'], string][] = [
  ['removed', 'removed'],
  ['renamed', 'renamed'],
  ['type', 'with a new type'],
  ['default', 'with a new default'],
  ['required', 'required differently'],
  ['added', 'new'],
];

/** The table's summary: `6 props: 2 removed, 1 renamed, 3 new`. */
export function changeSummary(changes: ComponentChanges): string {
  const counts = COUNTED.flatMap(([kind, words]) => {
    const count = changes.props.filter((change) => change.kind === kind).length;
    return count ? [`${count} ${words}`] : [];
  });
  return `${plural(changes.props.length, 'prop')}: ${counts.join(', ')}`;
}
