/**
 * The names a version's breaking changes file lists, as rules for checking a reader's code: each old
 * name (`FAB.Group`, `TextInput mode`, `underlineColor`, `MD3LightTheme`), what replaces it, and the
 * address of the migration guide's section about it. The build checks every component and prop name
 * among them against the comparison of both versions' sources (gatsby/sourcing/breaking-change-names.ts).
 */
export interface MigrationRule {
  /** The old name as the changes file writes it. */
  name: string;
  /** What replaces it: a name (`FAB.Menu`, `TextInput variant`), or null when nothing does (a doc target is in `link`). */
  replacement: string | null;
  /** The migration guide's section about the change, or the page a doc target names. */
  link: string;
  /** Matched only where the code imports it from Paper, never as a theme key or an option: an export with a common name (`overlay`). */
  imported?: boolean;
}

/** A replacement that is a doc target (`guides/theming#shapes`), not a name. */
export const isDocTarget = (replacement: string): boolean => replacement.includes('/');

/** A breaking changes entry as the rules read it. */
export interface NamedChangeEntry {
  section: string;
  names?: Record<string, string | null>;
}

/** The rules of a changes file; `pathOf` turns a doc target (`guides/migration#fabgroup`) into a full address. */
export function migrationRules(
  changes: readonly NamedChangeEntry[],
  guide: string,
  pathOf: (target: string) => string,
): MigrationRule[] {
  return changes.flatMap(({ section, names }) =>
    Object.entries(names ?? {}).map(([name, replacement]) => {
      const isDoc = replacement !== null && isDocTarget(replacement);
      return {
        name,
        replacement: isDoc ? null : replacement,
        link: pathOf(isDoc ? replacement : `${guide}#${section}`),
      };
    }),
  );
}
