import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { cssColorToHex } from '../../src/shared/color';

/**
 * A docs version's theme colour roles, read from its library's own type of the theme's colours
 * (site.config.ts `themeColors`, `src/theme/types/color.ts#ThemeColors`) with the TypeScript checker,
 * and the values its default light and dark themes give them. Build-time only.
 */

const ROOT = path.resolve(__dirname, '..', '..');

/** What the reader needs of a version: its name, library folder under node_modules, and `file#TypeName`. */
interface ThemeRoleSource {
  name: string;
  library: string;
  themeColors: string;
}

/** `src/types.tsx#MD3Colors` -> the file under the library and the type's name. */
function splitThemeColors(source: ThemeRoleSource, root: string): { file: string; typeName: string } {
  const [relative, typeName] = source.themeColors.split('#');
  const file = path.join(root, 'node_modules', source.library, relative);
  if (!typeName || !fs.existsSync(file))
    throw new Error(
      `site.config.ts: version ${JSON.stringify(source.name)}'s themeColors is ${JSON.stringify(source.themeColors)}; expected "file#TypeName" naming a file of ${source.library}.`,
    );
  return { file, typeName };
}

/**
 * The roles of a theme colours type, in the order the type writes them: `primary`, `onPrimary` …, and a
 * nested object of colours (`elevation`) as `elevation.level0` … `elevation.level5`.
 */
export function readThemeRoles(source: ThemeRoleSource, root = ROOT): string[] {
  const { file, typeName } = splitThemeColors(source, root);
  const program = ts.createProgram([file], {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    types: [],
  });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file)!;
  const declaration = sourceFile.statements.find(
    (statement): statement is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name.text === typeName,
  );
  if (!declaration)
    throw new Error(
      `site.config.ts: version ${JSON.stringify(source.name)}'s themeColors names ${typeName}, which ${path.relative(root, file)} does not declare.`,
    );
  const type = checker.getTypeAtLocation(declaration.name);
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const propertyType = checker.getTypeOfSymbol(property);
    const nested = propertyType.isUnion() ? [] : checker.getPropertiesOfType(propertyType);
    // A colour is a string or ColorValue (a union, or a string's own methods): only an object of named
    // levels is nested.
    const isObjectOfColors =
      nested.length > 0 && !(propertyType.flags & ts.TypeFlags.StringLike) && !isStringType(propertyType, checker);
    return isObjectOfColors ? nested.map((level) => `${property.name}.${level.name}`) : [property.name];
  });
}

function isStringType(type: ts.Type, checker: ts.TypeChecker): boolean {
  return checker.typeToString(type) === 'string' || checker.typeToString(type) === 'ColorValue';
}

const roleCache = new Map<string, string[]>();

/** A version's roles, read once per build. */
export function themeRolesOf(source: ThemeRoleSource): string[] {
  if (!roleCache.has(source.name)) roleCache.set(source.name, readThemeRoles(source));
  return roleCache.get(source.name)!;
}

/** The roles a configurator's colour control offers: the top-level ones (`primary`), not `elevation.level1`. */
export const configuratorRoles = (roles: readonly string[]): string[] => roles.filter((role) => !role.includes('.'));

/** Where each library keeps its default light and dark themes, tried in order. */
const THEME_FILES = [
  // 6.x
  { light: 'src/theme/schemes/LightTheme.tsx', dark: 'src/theme/schemes/DarkTheme.tsx' },
  // 5.x
  { light: 'src/styles/themes/v3/LightTheme.tsx', dark: 'src/styles/themes/v3/DarkTheme.tsx' },
];

type ThemeColorValues = { light: Record<string, unknown>; dark: Record<string, unknown> };

// A child Node process with tsx's loader: the library's sources are TypeScript with extensionless
// imports, and loading tsx here would put its modules among webpack's build dependencies.
const SCRIPT = `
const [light, dark] = process.argv.slice(1);
const colorsOf = (file) => Object.values(require(file)).find((value) => value && typeof value === 'object' && value.colors).colors;
process.stdout.write(JSON.stringify({ light: colorsOf(light), dark: colorsOf(dark) }));
`;

/** The library's default light and dark themes' colours, from its own scheme files. */
export function readThemeColorValues(library: string, root = ROOT): ThemeColorValues {
  const dir = path.join(root, 'node_modules', library);
  const files = THEME_FILES.find((candidate) => fs.existsSync(path.join(dir, candidate.light)));
  if (!files) throw new Error(`${library} has none of the theme files ${THEME_FILES.map((f) => f.light).join(', ')}.`);
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', SCRIPT, path.join(dir, files.light), path.join(dir, files.dark)],
      { encoding: 'utf8', cwd: root },
    ),
  ) as ThemeColorValues;
}

const valueCache = new Map<string, ThemeColorValues>();

/** A version's default theme colours, read once per build. */
export function themeColorValuesOf(source: ThemeRoleSource): ThemeColorValues {
  if (!valueCache.has(source.name)) valueCache.set(source.name, readThemeColorValues(source.library));
  return valueCache.get(source.name)!;
}

/** The hex value at a dotted role (`elevation.level2`), or null. */
export function hexAt(colors: Record<string, unknown>, role: string): string | null {
  let current: unknown = colors;
  for (const key of role.split('.'))
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return typeof current === 'string' ? cssColorToHex(current) : null;
}
