import { isDocTarget } from '../../src/shared/migration/rules';
import type { NamedChange } from './component-changes';

/**
 * What changed in a library's names from one docs version to the next (its exports, its theme's colour
 * roles): names gone, renamed and new. A rename comes only from the breaking changes file, when the
 * name it gives is one the newer version has; never from spelling.
 */

export type NameChangeKind = 'removed' | 'renamed' | 'added';

export interface NameChange {
  kind: NameChangeKind;
  /** The older name (the newer one's for `added`). */
  name: string;
  renamedTo: string | null;
  /** What the changes file says replaces a removed name (`Text variant`), or the doc that explains it. */
  replacement: string | null;
  /** The migration guide's heading about the change, where the changes file names it. */
  section: string | null;
}

/** Removed and renamed names in the older version's order, then new names in the newer one's. */
export function compareNames(
  before: readonly string[],
  after: readonly string[],
  named: ReadonlyMap<string, NamedChange>,
): NameChange[] {
  const kept = new Set(after);
  const had = new Set(before);
  const renamedTo = new Set<string>();
  const gone = before
    .filter((name) => !kept.has(name))
    .map((name): NameChange => {
      const said = named.get(name);
      const target = said?.replacement;
      const isRename = target != null && !isDocTarget(target) && kept.has(target) && !had.has(target);
      if (isRename) renamedTo.add(target);
      return {
        kind: isRename ? 'renamed' : 'removed',
        name,
        renamedTo: isRename ? target : null,
        replacement: isRename ? null : (target ?? null),
        section: said?.section ?? null,
      };
    });
  const added = after
    .filter((name) => !had.has(name) && !renamedTo.has(name))
    .map((name): NameChange => ({ kind: 'added', name, renamedTo: null, replacement: null, section: null }));
  return [...gone, ...added];
}
