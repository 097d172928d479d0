import type { ThemeExports } from '../../shared/site-config-schema';
import type { TokenPatterns } from '../../lib/highlight-code';
import type { GeneratedSchemes, PaperColors } from '../../shared/theme-colors';

export type { ThemeExports };

/** The token kinds the theme code uses, for `highlightCode`. */
export const THEME_CODE_TOKENS: TokenPatterns = [
  ['comment', /^\/\/[^\n]*/],
  ['string', /^'[^'\n]*'/],
  ['keyword', /^(?:import|export|const|type|from)\b/],
  ['class-name', /^(?:MD3\w*|(?:Light|Dark)?Theme)\b/],
  ['property', /^\w+(?=:)/],
];

const MD3_EXPORTS: ThemeExports = { light: 'MD3LightTheme', dark: 'MD3DarkTheme', type: 'MD3Theme' };

const INDENT = '  ';

function colorLines(colors: PaperColors, keep: (role: string) => boolean): string[] {
  const lines = Object.entries(colors)
    .filter(([role]) => keep(role))
    .flatMap(([role, value]) => {
      if (typeof value === 'string') return [`${role}: '${value}',`];
      const levels = Object.entries(value).map(([level, color]) => `${INDENT}${level}: '${color}',`);
      return [`${role}: {`, ...levels, '},'];
    });
  return lines.map((line) => INDENT.repeat(2) + line);
}

/**
 * The two generated themes as a TypeScript module to paste into an app, for a version's library:
 * its theme exports, and, when `roles` is given (`primary` … `elevation.level5`), only the roles
 * that version's theme has, over its own colours.
 */
export function formatThemeCode(
  { source, light, dark }: GeneratedSchemes,
  names: ThemeExports = MD3_EXPORTS,
  roles?: readonly string[],
): string {
  const keep = (role: string) => !roles || roles.some((known) => known === role || known.startsWith(`${role}.`));
  const block = (name: string, base: string, colors: PaperColors) =>
    [
      `export const ${name}: ${names.type} = {`,
      `${INDENT}...${base},`,
      `${INDENT}colors: {`,
      ...(roles ? [`${INDENT.repeat(2)}...${base}.colors,`] : []),
      ...colorLines(colors, keep),
      `${INDENT}},`,
      '};',
    ].join('\n');
  return [
    `import { ${[names.dark, names.light].sort().join(', ')} } from 'react-native-paper';`,
    `import type { ${names.type} } from 'react-native-paper';`,
    '',
    `// Material Design 3 colour schemes generated from the source colour ${source}.`,
    block('lightTheme', names.light, light),
    '',
    block('darkTheme', names.dark, dark),
    '',
  ].join('\n');
}
