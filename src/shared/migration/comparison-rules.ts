import { API_CHANGES_ID } from '../routes';
import type { MigrationRule } from './rules';

/**
 * The rules the generated comparison of two versions adds to those of the breaking changes file: every
 * export, colour role, component and prop the newer version removed or renamed that the file does not
 * name. Each links to its row on the API changes page (filtered to it), as the file links its names to
 * the guide's sections. An export is matched only where the code imports it from Paper.
 */

/** A name the comparison found removed or renamed (the API changes page's rows). */
export interface ComparedName {
  kind: string;
  name: string;
  renamedTo: string | null;
  /** Set when the breaking changes file names it: its rule comes from the file. */
  section: string | null;
}

/** A component page of the newer version, as the comparison matched it with the older one's. */
export interface ComparedComponent {
  title: string;
  changesFromPrevious: { fromTitle: string | null; props: readonly ComparedName[] } | null;
}

/** A component page of the older version, and whether the newer version has it. */
export interface OlderComponent {
  title: string;
  inNextVersion: { path: string | null } | null;
}

export interface Comparison {
  exports: readonly ComparedName[];
  themeRoles: readonly ComparedName[];
  newer: readonly ComparedComponent[];
  older: readonly OlderComponent[];
}

const GONE = new Set(['removed', 'renamed']);

/** The API changes page's list filtered to one name, in one of its sections (`exports`, `components`). */
const rowOf = (name: string, section: string) =>
  `${API_CHANGES_ID}?${new URLSearchParams({ name }).toString()}#${section}`;

export function comparisonRules(comparison: Comparison, handWritten: readonly MigrationRule[]): MigrationRule[] {
  const rules = new Map<string, MigrationRule>();
  const add = (rule: MigrationRule) => {
    if (!rules.has(rule.name)) rules.set(rule.name, rule);
  };
  const fromNames = (names: readonly ComparedName[], section: string, rule: Partial<MigrationRule>) => {
    for (const change of names)
      if (GONE.has(change.kind) && change.section === null)
        add({ name: change.name, replacement: change.renamedTo, link: rowOf(change.name, section), ...rule });
  };
  // An export is Paper's only where it is imported from Paper: `overlay` is also a common word.
  fromNames(comparison.exports, 'exports', { imported: true });
  fromNames(comparison.themeRoles, 'theme-colour-roles', { role: true });
  for (const { title, changesFromPrevious: changes } of comparison.newer) {
    if (!changes?.fromTitle) continue;
    if (changes.fromTitle !== title)
      add({ name: changes.fromTitle, replacement: title, link: rowOf(title, 'components') });
    for (const prop of changes.props)
      if (GONE.has(prop.kind) && prop.section === null)
        add({
          name: `${changes.fromTitle} ${prop.name}`,
          replacement: prop.renamedTo && `${title} ${prop.renamedTo}`,
          link: rowOf(title, 'components'),
        });
  }
  for (const { title, inNextVersion } of comparison.older)
    if (inNextVersion && inNextVersion.path === null)
      add({ name: title, replacement: null, link: rowOf(title, 'components') });
  const named = new Set(handWritten.map((rule) => rule.name));
  // The file's names that are exports (`MD3LightTheme`, `overlay`) are Paper's where imported from it, too.
  const exported = new Set(comparison.exports.map((change) => change.name));
  // And its names that are colour roles (`backdrop`) are Paper's only in a theme's `colors`.
  const roles = new Set(comparison.themeRoles.map((change) => change.name));
  return [
    ...handWritten.map((rule) =>
      exported.has(rule.name) ? { ...rule, imported: true } : roles.has(rule.name) ? { ...rule, role: true } : rule,
    ),
    ...[...rules.values()].filter((rule) => !named.has(rule.name)),
  ];
}
