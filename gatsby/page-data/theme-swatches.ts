import { docVersions } from '../config/site-config';
import { hexAt, themeColorValuesOf } from '../shared/theme-roles';
import { versionNamed } from '../../src/shared/doc-versions';

/** A theme colour role's value in a docs version's library's own light and dark themes. */
interface ThemeSwatch {
  light: string;
  dark: string;
}

/**
 * `theme.colors.elevation.level2` -> its hex values in the light and dark themes of `version`'s library
 * (5.x's MD3LightTheme/MD3DarkTheme, 6.x's LightTheme/DarkTheme, read from the library's scheme files);
 * null for anything that does not name one colour of the theme (`theme.colors.elevation[elevation]`).
 */
export function themeSwatch(role: string | null, version: string): ThemeSwatch | null {
  const match = role && /^theme\.colors\.([\w.]+)$/.exec(role);
  if (!match) return null;
  const themes = themeColorValuesOf(versionNamed(docVersions(), version));
  const light = hexAt(themes.light, match[1]);
  const dark = hexAt(themes.dark, match[1]);
  return light && dark ? { light, dark } : null;
}
