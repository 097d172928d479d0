import { z } from 'zod';
import { keyedByComponent, text } from './schema-parts';
import { themeRoleProblems, toThemeColorTable } from './theme-color-table';
import { themeSwatch } from './theme-swatches';
import { themeRolesOf } from '../shared/theme-roles';
import { byComponent, pageData } from './entry';

type ColorMap = { [key: string]: string | ColorMap };
const colorMap: z.ZodType<ColorMap> = z.lazy(() =>
  z.record(text(), z.union([text(), colorMap]), { error: 'expected an object of colour roles, or of variants.' }),
);

/** theme-colors.json: the theme colours a component takes, by variant or state, as the page's table. */
export const themeColors = pageData({
  schema: keyedByComponent(colorMap),
  nodeType: 'ComponentThemeColors',
  typeDefs: `
    type ComponentThemeColors implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Headers of the row label columns: Variant, or State and Mode; empty for one unnamed row"
      labelColumns: [String!]!
      "Colour props the table has a column for (backgroundColor, textColor …)"
      roles: [String!]!
      "One row per variant or state"
      rows: [ThemeColorRow!]!
    }
    type ThemeColorRow {
      "The row's variant, or state and mode"
      labels: [String!]!
      "The theme colour each role takes in this row (theme.colors.primary), null where none"
      values: [String]!
    }
    "A colour role's value in the light and dark themes of the library of the table's version, as hex"
    type ThemeColorSwatch {
      "The value in the light theme"
      light: String!
      "The value in the dark theme"
      dark: String!
    }
  `,
  // Each row carries the version too: its swatches are the colours of that version's themes.
  nodes: (colors, version) =>
    Object.entries(colors).map(([component, map]) => {
      const table = toThemeColorTable(component, map);
      return [component, { ...table, rows: table.rows.map((row) => ({ ...row, version })) }];
    }),
  // A version's table may name only the roles its library's theme has (6.x has no surfaceDisabled).
  check: (colors, where, version) => themeRoleProblems(colors, themeRolesOf(version), where, version.name),
  field: {
    name: 'themeColors',
    type: 'ComponentThemeColors',
    description: "The theme colours table from the version's theme-colors.json, if any",
    resolve: (source, _, { nodeModel }) =>
      nodeModel.findOne({ type: 'ComponentThemeColors', query: byComponent(source) }),
  },
  typeResolvers: {
    ThemeColorRow: {
      swatches: {
        type: '[ThemeColorSwatch]!',
        description:
          "Each value's colour in the light and dark themes of the table's version; null where the row has none",
        resolve: (source: { values: (string | null)[]; version: string }) =>
          source.values.map((value) => themeSwatch(value, source.version)),
      },
    },
  },
  facts: 'themeColors { roles }',
  checkTitles: true,
});
