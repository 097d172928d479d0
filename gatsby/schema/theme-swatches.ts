import { cssColorToHex } from '../../src/shared/color';

/** A theme colour role's value in react-native-paper's own MD3 light and dark themes. */
export interface ThemeSwatch {
  light: string;
  dark: string;
}

type Colors = Record<string, unknown>;

// The library's compiled themes: the values every app starts from. They load in Node
// because `react-native` resolves to react-native-web here.
/* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS build, by path */
const themes = {
  light: (
    require('react-native-paper/lib/commonjs/styles/themes/v3/LightTheme') as { MD3LightTheme: { colors: Colors } }
  ).MD3LightTheme.colors,
  dark: (require('react-native-paper/lib/commonjs/styles/themes/v3/DarkTheme') as { MD3DarkTheme: { colors: Colors } })
    .MD3DarkTheme.colors,
};
/* eslint-enable @typescript-eslint/no-require-imports */

function valueAt(colors: Colors, path: string[]): string | null {
  let current: unknown = colors;
  for (const key of path) current = current && typeof current === 'object' ? (current as Colors)[key] : undefined;
  return typeof current === 'string' ? cssColorToHex(current) : null;
}

/**
 * `theme.colors.elevation.level2` -> its hex values in MD3 light and dark; null for
 * anything that does not name one colour of the theme (`theme.colors.elevation[elevation]`).
 */
export function themeSwatch(role: string | null): ThemeSwatch | null {
  const match = role && /^theme\.colors\.([\w.]+)$/.exec(role);
  if (!match) return null;
  const path = match[1].split('.');
  const light = valueAt(themes.light, path);
  const dark = valueAt(themes.dark, path);
  return light && dark ? { light, dark } : null;
}
