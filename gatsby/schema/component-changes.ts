import type { BreakingChange } from '../config/breaking-changes';
import { isDocTarget } from '../../src/shared/migration/rules';

/**
 * What changed in a component's props from one docs version to the next, from both versions' parsed
 * sources: props removed, renamed, added, and those whose type, default or required flag changed.
 * Renames and replacements come only from the names in the newer version's breaking changes file,
 * never from spelling.
 */

/** A prop as a version's component doc describes it. */
export interface ComparedProp {
  name: string;
  type: string;
  defaultValue: string | null;
  required: boolean;
}

/** A component's props in one version: its own, and the names it accepts from what it extends. */
export interface ComparedComponent {
  title: string;
  props: readonly ComparedProp[];
  inherited: ReadonlySet<string>;
}

export type PropChangeKind = 'removed' | 'renamed' | 'added' | 'type' | 'default' | 'required';

export interface PropChange {
  kind: PropChangeKind;
  /** The prop's name in the older version (the newer one's for `added`). */
  name: string;
  /** The older and newer type, default or `required`/`optional`; null where a version has none. */
  before: string | null;
  after: string | null;
  /** The prop that replaces a renamed one. */
  renamedTo: string | null;
  /** What the changes file says replaces a removed prop when that is no prop of the component (`Text variant`), or the doc that explains it (`guides/theming#shapes`). */
  replacement: string | null;
  /** The migration guide's heading about the change, where the changes file names the prop. */
  section: string | null;
  /** For a new prop, the older name the changes file says it replaces (`HelperText` for `TextInput supportingText`). */
  replaces: string | null;
}

/** A name the changes file lists: what replaces it (null for nothing) and the guide's section about it. */
export interface NamedChange {
  replacement: string | null;
  section: string;
}

/** Every name of a breaking changes file (`TextInput mode`, `underlineColor`, `FAB.Group`), with its entry. */
export function namedChanges(changes: readonly BreakingChange[]): Map<string, NamedChange> {
  const named = new Map<string, NamedChange>();
  for (const { names, section } of changes)
    for (const [name, replacement] of Object.entries(names ?? {})) named.set(name, { replacement, section });
  return named;
}

/** What the changes file says of a prop: under `Component prop` (either version's title), else under the prop's name alone. */
export function changeOfProp(
  named: ReadonlyMap<string, NamedChange>,
  titles: readonly string[],
  prop: string,
): NamedChange | undefined {
  for (const title of titles) {
    const change = named.get(`${title} ${prop}`);
    if (change) return change;
  }
  return named.get(prop);
}

/** Types and defaults as written, their line breaks and indentation aside. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

const KIND_ORDER: readonly PropChangeKind[] = ['removed', 'renamed', 'type', 'default', 'required', 'added'];

/**
 * The changes from `before` to `after`, removals and renames first, then changed props, then new ones.
 * A default only one version states is not a change: a source may set it where the generator cannot read it.
 */
export function compareComponents(
  before: ComparedComponent,
  after: ComparedComponent,
  named: ReadonlyMap<string, NamedChange>,
): PropChange[] {
  const afterProps = new Map(after.props.map((prop) => [prop.name, prop]));
  const accepted = (component: ComparedComponent, name: string) =>
    component.props.some((prop) => prop.name === name) || component.inherited.has(name);
  const titles = [before.title, after.title];
  const changes: PropChange[] = [];
  const renamedTargets = new Set<string>();
  const change = (kind: PropChangeKind, name: string, fields: Partial<PropChange> = {}): PropChange => ({
    kind,
    name,
    before: null,
    after: null,
    renamedTo: null,
    replacement: null,
    replaces: null,
    // A prop the file does not name falls under the section about its renamed or replaced component (FAB.Group).
    section: changeOfProp(named, titles, name)?.section ?? named.get(before.title)?.section ?? null,
    ...fields,
  });

  for (const old of before.props) {
    const now = afterProps.get(old.name);
    if (!now) {
      if (accepted(after, old.name)) continue;
      const said = changeOfProp(named, titles, old.name);
      // `TextInput variant` or `variant`: a prop of the newer component is a rename.
      const target = said?.replacement?.split(' ').pop();
      if (said?.replacement && !isDocTarget(said.replacement) && target && afterProps.has(target)) {
        renamedTargets.add(target);
        changes.push(
          change('renamed', old.name, { renamedTo: target, before: old.type, after: afterProps.get(target)!.type }),
        );
      } else changes.push(change('removed', old.name, { before: old.type, replacement: said?.replacement ?? null }));
      continue;
    }
    if (normal(old.type) !== normal(now.type))
      changes.push(change('type', old.name, { before: old.type, after: now.type }));
    if (old.defaultValue !== null && now.defaultValue !== null && normal(old.defaultValue) !== normal(now.defaultValue))
      changes.push(change('default', old.name, { before: old.defaultValue, after: now.defaultValue }));
    if (old.required !== now.required)
      changes.push(
        change('required', old.name, {
          before: old.required ? 'required' : 'optional',
          after: now.required ? 'required' : 'optional',
        }),
      );
  }
  for (const prop of after.props)
    if (!accepted(before, prop.name) && !renamedTargets.has(prop.name)) {
      const replaces = [...named].find(([, said]) => said.replacement === `${after.title} ${prop.name}`);
      changes.push(
        change('added', prop.name, {
          after: prop.type,
          ...(replaces && { replaces: replaces[0], section: replaces[1].section }),
        }),
      );
    }

  // Sorting is stable: within a kind, the props keep their source order.
  return changes.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
