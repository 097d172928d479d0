import { plural, type Inline } from './inline';
import { isDocTarget } from '../migration/rules';

/**
 * A component page's "Changes from <version>" table as data: a row per changed prop, with what
 * happened to it in words, and its type, default or required flag in each version. The template and
 * the Markdown writer render the same rows.
 */

export type ComponentChanges = NonNullable<Queries.ComponentPageFactsFragment['changesFromPrevious']>;
type PropChange = ComponentChanges['props'][number];

/** A changed prop, export or theme role: what became of it, as the comparison says. */
export type NamedChange = Pick<PropChange, 'kind' | 'name' | 'renamedTo' | 'replacement' | 'section'> &
  Partial<Pick<PropChange, 'before' | 'after' | 'replaces'>>;

export interface PropChangeRow {
  prop: string;
  kind: string;
  /** The name a renamed prop, export or role is now. */
  renamedTo: string | null;
  change: Inline[];
  before: string | null;
  after: string | null;
}

function whatHappened(change: NamedChange): Inline[] {
  switch (change.kind) {
    case 'removed':
      if (!change.replacement) return ['Removed'];
      return isDocTarget(change.replacement)
        ? ['Removed; see ', { text: 'its guide', to: change.replacement }]
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
      return change.replaces ? ['Added; replaces ', { code: change.replaces }] : ['Added'];
  }
}

/** A row per change: what happened in words, linked to the migration guide's section about it (`guidePath`, its route) where there is one. */
export function changeRows(changes: readonly NamedChange[], guidePath: string | null): PropChangeRow[] {
  return changes.map((change) => ({
    prop: change.name,
    kind: change.kind,
    renamedTo: change.renamedTo,
    change: [
      ...whatHappened(change),
      ...(change.section && guidePath
        ? [' (', { text: 'migration guide', to: `${guidePath}#${change.section}` }, ')']
        : []),
    ],
    before: change.before ?? null,
    after: change.after ?? null,
  }));
}

/** What replaces a component the next version removed, and where to read how to move: `; TextInput supportingText replaces it. See how to move`. */
export const replacedBy = (next: { movedTo: string | null; replacement: string | null }): Inline[] => [
  ...(next.replacement ? ['; ', { code: next.replacement }, ' replaces it'] : []),
  ...(next.movedTo
    ? [
        next.replacement ? '. See ' : ': see ',
        { text: next.replacement ? 'how to move' : 'what replaces it', to: next.movedTo },
      ]
    : []),
];

export const propChangeRows = (changes: ComponentChanges): PropChangeRow[] =>
  changeRows(changes.props, changes.guidePath);

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
