import type { TokenPatterns } from '../../lib/highlight-code';
import type { GeneratedSchemes, PaperColors } from '../../shared/theme-colors';

/** The token kinds the theme code uses, for `highlightCode`. */
export const THEME_CODE_TOKENS: TokenPatterns = [
  ['comment', /^\/\/[^\n]*/],
  ['string', /^'[^'\n]*'/],
  ['keyword', /^(?:import|export|const|type|from)\b/],
  ['class-name', /^MD3\w*/],
  ['property', /^\w+(?=:)/],
];

const INDENT = '  ';

function colorLines(colors: PaperColors): string[] {
  const lines = Object.entries(colors).flatMap(([role, value]) => {
    if (typeof value === 'string') return [`${role}: '${value}',`];
    const levels = Object.entries(value).map(([level, color]) => `${INDENT}${level}: '${color}',`);
    return [`${role}: {`, ...levels, '},'];
  });
  return lines.map((line) => INDENT.repeat(2) + line);
}

function themeBlock(name: string, base: string, colors: PaperColors): string {
  return [
    `export const ${name}: MD3Theme = {`,
    `${INDENT}...${base},`,
    `${INDENT}colors: {`,
    ...colorLines(colors),
    `${INDENT}},`,
    '};',
  ].join('\n');
}

/** The two generated themes as a TypeScript module to paste into an app. */
export function formatThemeCode({ source, light, dark }: GeneratedSchemes): string {
  return [
    "import { MD3DarkTheme, MD3LightTheme } from 'react-native-paper';",
    "import type { MD3Theme } from 'react-native-paper';",
    '',
    `// Material Design 3 colour schemes generated from the source colour ${source}.`,
    themeBlock('lightTheme', 'MD3LightTheme', light),
    '',
    themeBlock('darkTheme', 'MD3DarkTheme', dark),
    '',
  ].join('\n');
}
