import { dottedName, nodesOf, paperImports, parseSource, references, type AstNode } from './ast';
import { calleeName, themeSourcesIn } from './theme-sources';
import type { MigrationRule } from './rules';

/**
 * Finds, in one source file, each use of a Paper name that a migration rule covers: imports of a
 * dropped export (`MD3LightTheme`), components and members through their imported names, renamed
 * or not (`PaperFAB.Group`), each use of an imported name that changed (`overlay(2, color)`, a type
 * annotation `MD3Theme`), props on those components (`<TextInput mode>`), theme roles read from a
 * theme (`theme.colors.surfaceDisabled`), and theme keys and roles set on a theme object: one given to a
 * Paper component's `theme` prop or built from Paper's (`{ ...MD3LightTheme, roundness: 2 }`). A rule
 * for an export with a common name (`overlay`) matches only the name imported from Paper. Pure: the
 * command line and the site's page share it.
 */

export interface Finding {
  line: number;
  /** 1-based, as editors count. */
  column: number;
  old: string;
  replacement: string | null;
  link: string;
}

export type CheckResult = { findings: Finding[] } | { error: { line: number; column: number; message: string } };

/** Objects a theme role or theme key is read from: `theme.colors.x`, `colors.x`, `theme.x`. */
const THEME_OBJECTS = new Set(['theme', 'colors']);

const isObject = (node: AstNode | null | undefined): node is AstNode => node?.type === 'ObjectExpression';

/** The findings in `code` (its file name decides whether JSX is allowed), or the parser's error with its position. */
export function checkCode(
  code: string,
  file: string,
  rules: readonly MigrationRule[],
  /** The project's own hooks that return Paper's theme (`useAppTheme`), from `themeHooksIn` over every file. */
  themeHooks: ReadonlySet<string> = new Set(),
): CheckResult {
  const parsed = parseSource(code, file);
  if ('error' in parsed) return parsed;
  const { program } = parsed;
  const byName = new Map(rules.map((rule) => [rule.name, rule]));
  /** The most names in a dotted name a rule covers: `FAB.Group` is 2. */
  const longest = Math.max(1, ...rules.map((rule) => rule.name.split(' ')[0].split('.').length));
  // Local names of Paper's imports: `PaperFAB` -> `FAB`.
  const imports = paperImports(program);
  const paperNames = new Map(imports.map(({ local, imported }) => [local, imported]));
  /** A name in the code as Paper's (`PaperFAB.Group` -> `FAB.Group`), or null when it is not Paper's. */
  const asPaper = (dotted: string | null) => {
    if (dotted === null) return null;
    const [root, ...rest] = dotted.split('.');
    const paper = paperNames.get(root);
    return paper === undefined ? null : [paper, ...rest].join('.');
  };

  /**
   * The rule of a theme key or role, or of an option: never one that only matches an import. A colour
   * role is Paper's only in the theme's `colors` (`inColors`): `theme.backdrop` is an app's own palette.
   */
  const keyRule = (name: string, inColors = false) => {
    const rule = byName.get(name);
    return rule && !rule.imported && !/^[A-Z]/.test(name) && (!rule.role || inColors) ? rule : undefined;
  };

  const findings: Finding[] = [];
  const report = (at: AstNode, rule: MigrationRule | undefined, old = rule?.name) => {
    if (!rule || !old || !at.loc) return;
    findings.push({
      line: at.loc.start.line,
      column: at.loc.start.column + 1,
      old,
      replacement: rule.replacement,
      link: rule.link,
    });
  };

  const themeSources = themeSourcesIn(program, themeHooks);
  const isThemeCall = (node: AstNode | null | undefined) =>
    node?.type === 'CallExpression' && themeSources.has(calleeName(node) ?? '');
  /** Paper's theme types a file imports (`MD3Theme`, `AppTheme` aside): an object annotated with one is a theme. */
  const themeTypes = new Set(imports.filter(({ imported }) => /Theme$/.test(imported)).map(({ local }) => local));
  /** An object that spreads one of Paper's: `{ ...MD3LightTheme, roundness: 2 }`, `{ ...MD3DarkTheme.colors, backdrop }`. */
  const spreadsPaper = (object: AstNode) =>
    (object.properties as AstNode[]).some(
      (property) =>
        property.type === 'SpreadElement' && asPaper(dottedName(property.argument as AstNode, longest)) !== null,
    );
  /** A declared name annotated with Paper's theme type: `theme: MD3Theme`. */
  const isThemeTyped = (id: AstNode) => {
    const annotation = (id.typeAnnotation as AstNode | undefined)?.typeAnnotation as AstNode | undefined;
    return annotation?.type === 'TSTypeReference' && themeTypes.has((annotation.typeName as AstNode).name as string);
  };
  // `theme` and `colors` the file makes itself (`const colors = { backdrop: '#000' }`) are not Paper's;
  // any name given a theme hook's answer is (`const t = useAppTheme()`).
  const ownObjects = new Set<string>();
  const themeVariables = new Set<string>();
  for (const node of nodesOf(program)) {
    const init = node.init as AstNode | null | undefined;
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier' && isThemeCall(init))
      themeVariables.add((node.id as AstNode).name as string);
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier' && isObject(init))
      if (!spreadsPaper(init) && !isThemeTyped(node.id as AstNode)) ownObjects.add((node.id as AstNode).name as string);
  }

  /** The keys set on a theme object, and on the `colors` object inside it. */
  const reportThemeKeys = (object: AstNode, inColors = false) => {
    for (const property of object.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type !== 'ObjectProperty' || property.computed || !key) continue;
      const name = (key.type === 'Identifier' ? key.name : key.value) as string;
      if (typeof name !== 'string') continue;
      report(key, keyRule(name, inColors), name);
      if (name === 'colors' && (property.value as AstNode).type === 'ObjectExpression')
        reportThemeKeys(property.value as AstNode, true);
    }
  };

  // A use of an imported name: `overlay(2, color)`, `const theme = MD3LightTheme`, `: MD3Theme`.
  for (const node of references(program))
    if (paperNames.has(node.name as string)) report(node, byName.get(paperNames.get(node.name as string)!));

  /** The keys a pattern takes from a theme, and from its `colors`: `const { roundness, colors: { backdrop } } = useAppTheme()`. */
  const reportPatternKeys = (pattern: AstNode, inColors = false) => {
    for (const property of pattern.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type !== 'ObjectProperty' || property.computed || key?.type !== 'Identifier') continue;
      report(key, keyRule(key.name as string, inColors), key.name as string);
      if (key.name === 'colors' && (property.value as AstNode).type === 'ObjectPattern')
        reportPatternKeys(property.value as AstNode, true);
    }
  };

  for (const node of nodesOf(program)) {
    if (node.type === 'VariableDeclarator') {
      const id = node.id as AstNode;
      const init = node.init as AstNode | null;
      if (id.type === 'ObjectPattern' && isThemeCall(init)) reportPatternKeys(id);
      // An object typed as Paper's theme: `const theme: MD3Theme = { … }`.
      if (isObject(init) && isThemeTyped(id)) reportThemeKeys(init);
    }
    if (node.type === 'ImportSpecifier' && paperNames.has((node.local as AstNode).name as string)) {
      const name = paperNames.get((node.local as AstNode).name as string)!;
      report(node, byName.get(name));
    } else if (node.type === 'JSXOpeningElement') {
      const component = asPaper(dottedName(node.name as AstNode, longest));
      if (component === null) continue;
      report(node.name as AstNode, byName.get(component));
      for (const attribute of node.attributes as AstNode[]) {
        if (attribute.type !== 'JSXAttribute' || (attribute.name as AstNode).type !== 'JSXIdentifier') continue;
        const prop = (attribute.name as AstNode).name as string;
        const rule = byName.get(`${component} ${prop}`) ?? byName.get(prop);
        const value = (attribute.value as AstNode | null)?.expression as AstNode | undefined;
        const givesElement = value?.type === 'JSXElement' || value?.type === 'JSXFragment';
        report(
          attribute,
          rule?.imported || (rule?.element && !givesElement) ? undefined : rule,
          `${component} ${prop}`,
        );
        if (prop === 'theme' && value?.type === 'ObjectExpression') reportThemeKeys(value);
      }
    } else if (node.type === 'ObjectExpression' && spreadsPaper(node)) {
      // A theme built from one of Paper's.
      reportThemeKeys(node);
    } else if (node.type === 'CallExpression' && asPaper(dottedName(node.callee as AstNode, longest)) !== null) {
      // An option passed to one of Paper's functions: `configureFonts({ isV3: true })`.
      for (const argument of node.arguments as AstNode[])
        if (argument.type === 'ObjectExpression')
          for (const property of argument.properties as AstNode[]) {
            const key = property.key as AstNode | undefined;
            if (property.type === 'ObjectProperty' && key?.type === 'Identifier')
              report(key, keyRule(key.name as string), key.name as string);
          }
    } else if (node.type === 'MemberExpression' && !node.computed) {
      const dotted = dottedName(node, longest);
      const paper = asPaper(dotted);
      if (paper !== null && paper.includes('.')) {
        report(node, byName.get(paper));
        continue;
      }
      // A theme role or theme key read from a theme: `theme.colors.surfaceDisabled`, `theme.roundness`.
      const property = node.property as AstNode;
      const object = node.object as AstNode;
      const objectName = object.type === 'Identifier' ? object.name : (object.property as AstNode | undefined)?.name;
      const root = dotted?.split('.')[0] ?? (object.type === 'Identifier' ? (object.name as string) : undefined);
      const fromTheme =
        THEME_OBJECTS.has(objectName as string) || themeVariables.has(objectName as string) || isThemeCall(object);
      if (property.type === 'Identifier' && fromTheme && !(root && ownObjects.has(root)))
        report(property, keyRule(property.name as string, objectName === 'colors'), property.name as string);
    }
  }
  // A member inside another (`FAB.Group.Item`) is reported once, at its outermost use; sort by place.
  const seen = new Set<string>();
  return {
    findings: findings
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .filter((finding) => {
        const key = `${finding.line}:${finding.column}:${finding.old}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
  };
}
