/** The theme colours a component uses, as a table: variants or states as rows, colour roles as columns. */
interface ThemeColorTable {
  component: string;
  /** Headers of the row-label columns: ['Variant'] or ['State', 'Mode']; empty for a single unnamed row. */
  labelColumns: string[];
  /** Colour roles such as backgroundColor, textColor, iconColor, borderColor. */
  roles: string[];
  rows: { labels: string[]; values: (string | null)[] }[];
}

type ColorMap = { [key: string]: string | ColorMap };

const LABEL_COLUMNS: Record<number, string[]> = { 1: ['Variant'], 2: ['State', 'Mode'] };

/**
 * Flattens the nested map of a version's theme-colors.json
 * (variant -> role -> value, or state -> mode -> role -> value) into a table.
 * A `-` key means "no variant" and leaves its label cell empty.
 */
export function toThemeColorTable(component: string, map: ColorMap): ThemeColorTable {
  const leaves: { labels: string[]; colors: Record<string, string> }[] = [];
  const walk = (node: ColorMap, labels: string[]) => {
    const entries = Object.entries(node);
    if (entries.every(([, value]) => typeof value === 'string')) {
      leaves.push({ labels, colors: node as Record<string, string> });
      return;
    }
    for (const [key, value] of entries) {
      if (typeof value === 'string')
        throw new Error(`theme-colors.json: ${component} mixes roles and variants under one key`);
      walk(value, [...labels, key === '-' ? '' : key]);
    }
  };
  walk(map, []);

  const roles = [...new Set(leaves.flatMap((leaf) => Object.keys(leaf.colors)))];
  const depth = leaves[0]?.labels.length ?? 0;
  const unnamed = leaves.length === 1 && leaves[0].labels.every((label) => label === '');
  return {
    component,
    labelColumns: unnamed ? [] : (LABEL_COLUMNS[depth] ?? leaves[0].labels.map((_, i) => `Level ${i + 1}`)),
    roles,
    rows: leaves.map((leaf) => ({
      labels: unnamed ? [] : leaf.labels,
      values: roles.map((role) => leaf.colors[role] ?? null),
    })),
  };
}

const THEME_VALUE = /^theme\.colors\.([\w.]+)(\[[^\]]*\])?$/;

/**
 * Every value of a version's theme-colors.json that names a `theme.colors.<role>` its library's theme
 * does not have, as `file: "Button.active.contained.backgroundColor" names theme.colors.surfaceDisabled,
 * which 6.x's theme does not have; expected one of …`. A value indexed by a prop
 * (`theme.colors.elevation[elevation]`) needs the roles under its name (`elevation.level0` …).
 */
export function themeRoleProblems(
  colors: Readonly<Record<string, ColorMap>>,
  roles: readonly string[],
  file: string,
  version: string,
): string[] {
  const problems: string[] = [];
  const walk = (node: ColorMap, keys: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string') {
        walk(value, [...keys, key]);
        continue;
      }
      const match = THEME_VALUE.exec(value);
      if (!match) continue;
      const [, role, index] = match;
      const known = index ? roles.some((candidate) => candidate.startsWith(`${role}.`)) : roles.includes(role);
      if (!known)
        problems.push(
          `${file}: "${[...keys, key].join('.')}" names theme.colors.${role}, which ${version}'s theme does not have; expected one of ${roles.join(', ')}.`,
        );
    }
  };
  for (const [component, map] of Object.entries(colors)) walk(map, [component]);
  return problems;
}
