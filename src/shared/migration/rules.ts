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
  /** A colour role of the theme: matched only in its `colors` (`theme.colors.backdrop`), not on an app's own `theme.backdrop`. */
  role?: boolean;
  /** A prop that no longer takes an element: matched only where it is given one (`label={<Text>…</Text>}`). */
  element?: boolean;
  /** How `--fix` rewrites a use, when the changes file says it may. */
  fix?: RuleFix;
}

/**
 * A rewrite that keeps what the code does, as the changes file declares it (its `fixes`):
 * an export renamed (`MD3LightTheme` → `LightTheme`), a prop renamed or its values mapped
 * (`mode="flat"` → `variant="filled"`), or a component drawn as another with fixed props
 * (`<Paragraph>` → `<Text variant="bodyMedium">`).
 */
export interface RuleFix {
  rename?: string;
  prop?: string;
  /** Old values to new; a value not listed, or not written as a string, is left to the reader. */
  values?: Record<string, string>;
  element?: { name: string; props: Record<string, string> };
}

/** A replacement that is a doc target (`guides/theming#shapes`), not a name. */
export const isDocTarget = (replacement: string): boolean => replacement.includes('/');

/** A breaking changes entry as the rules read it. */
export interface NamedChangeEntry {
  section: string;
  names?: Record<string, string | null>;
  fixes?: Record<string, RuleFix>;
  noElements?: string[];
}

/** The rules of a changes file; `pathOf` turns a doc target (`guides/migration#fabgroup`) into a full address. */
export function migrationRules(
  changes: readonly NamedChangeEntry[],
  guide: string,
  pathOf: (target: string) => string,
): MigrationRule[] {
  return changes.flatMap(({ section, names, fixes, noElements }) => [
    ...Object.entries(names ?? {}).map(([name, replacement]) => {
      const isDoc = replacement !== null && isDocTarget(replacement);
      return {
        name,
        replacement: isDoc ? null : replacement,
        link: pathOf(isDoc ? replacement : `${guide}#${section}`),
        ...(fixes?.[name] && { fix: fixes[name] }),
      };
    }),
    ...(noElements ?? []).map((name) => ({
      name,
      replacement: null,
      link: pathOf(`${guide}#${section}`),
      element: true,
    })),
  ]);
}
