import { formatThemeCode, type ThemeExports } from '../ThemeBuilder/theme-code';
import type { GeneratedSchemes } from '../../shared/theme-colors';
import { homeScreenOf } from './home-screen-build';

/** The theme code to copy for a docs version: its own theme exports, and only the roles its theme has. */
export const themeCodeFor = (schemes: GeneratedSchemes, exports: ThemeExports, version: string): string =>
  formatThemeCode(schemes, exports, homeScreenOf(version).roles);
