import { parse } from '@babel/parser';
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

/** The package whose imports are Paper's (`react-native-paper`, `react-native-paper/react-navigation`). */
const PAPER = /^react-native-paper(\/|$)/;

/** Objects a theme role or theme key is read from: `theme.colors.x`, `colors.x`, `theme.x`. */
const THEME_OBJECTS = new Set(['theme', 'colors']);

interface Position {
  line: number;
  column: number;
}
interface AstNode {
  type: string;
  loc?: { start: Position };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every node under `root`, parents first. */
function* nodesOf(root: AstNode): Generator<AstNode> {
  const stack: AstNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'extra') continue;
      const children = Array.isArray(value) ? value.filter(isNode).reverse() : isNode(value) ? [value] : [];
      for (const child of children) stack.push(child);
    }
  }
}

/**
 * `A.B.C` of a member expression or JSX member name, when it is made of plain names and at most
 * `limit` of them: no rule names a longer one, and each member of a chain of ten thousand is read
 * without going down the whole chain (nor the stack).
 */
function dottedName(node: AstNode, limit: number): string | null {
  const names: string[] = [];
  let current = node;
  while (current.type === 'MemberExpression' || current.type === 'JSXMemberExpression') {
    if (names.length >= limit) return null;
    const property = current.property as AstNode;
    if (current.computed || (property.type !== 'Identifier' && property.type !== 'JSXIdentifier')) return null;
    names.push(property.name as string);
    current = current.object as AstNode;
  }
  if (current.type !== 'Identifier' && current.type !== 'JSXIdentifier') return null;
  names.push(current.name as string);
  return names.reverse().join('.');
}

const parserPlugins = (file: string) =>
  /\.[mc]?ts$/i.test(file) ? (['typescript'] as const) : (['jsx', 'typescript'] as const);

/** The findings in `code` (its file name decides whether JSX is allowed), or the parser's error with its position. */
export function checkCode(code: string, file: string, rules: readonly MigrationRule[]): CheckResult {
  let program: AstNode;
  try {
    program = parse(code, {
      sourceType: 'unambiguous',
      plugins: [...parserPlugins(file)],
      errorRecovery: false,
    }) as unknown as AstNode;
  } catch (error) {
    if (error instanceof RangeError)
      return { error: { line: 1, column: 1, message: 'It is nested too deeply for the parser to read.' } };
    const { loc, message } = error as { loc?: Position; message: string };
    return {
      error: { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message: message.replace(/ \(\d+:\d+\)$/, '') },
    };
  }
  const byName = new Map(rules.map((rule) => [rule.name, rule]));
  /** The most names in a dotted name a rule covers: `FAB.Group` is 2. */
  const longest = Math.max(1, ...rules.map((rule) => rule.name.split(' ')[0].split('.').length));
  // Local names of Paper's imports: `PaperFAB` -> `FAB`.
  const paperNames = new Map<string, string>();
  for (const node of nodesOf(program))
    if (node.type === 'ImportDeclaration' && PAPER.test((node.source as { value: string }).value))
      for (const specifier of node.specifiers as AstNode[])
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported as AstNode;
          const name = (imported.type === 'Identifier' ? imported.name : imported.value) as string;
          paperNames.set((specifier.local as AstNode).name as string, name);
        }
  /** A name in the code as Paper's (`PaperFAB.Group` -> `FAB.Group`), or null when it is not Paper's. */
  const asPaper = (dotted: string | null) => {
    if (dotted === null) return null;
    const [root, ...rest] = dotted.split('.');
    const paper = paperNames.get(root);
    return paper === undefined ? null : [paper, ...rest].join('.');
  };

  /** The rule of a theme key or role, or of an option: never one that only matches an import. */
  const keyRule = (name: string) => {
    const rule = byName.get(name);
    return rule && !rule.imported && !/^[A-Z]/.test(name) ? rule : undefined;
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

  /** The keys set on a theme object, and on the `colors` object inside it. */
  const reportThemeKeys = (object: AstNode) => {
    for (const property of object.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type !== 'ObjectProperty' || property.computed || !key) continue;
      const name = (key.type === 'Identifier' ? key.name : key.value) as string;
      if (typeof name !== 'string') continue;
      report(key, keyRule(name), name);
      if (name === 'colors' && (property.value as AstNode).type === 'ObjectExpression')
        reportThemeKeys(property.value as AstNode);
    }
  };

  /** Identifiers that name no variable: keys, members' properties, the names inside an import. */
  const notReferences = new WeakSet<object>();
  for (const node of nodesOf(program)) {
    if (isNode(node.key) && !node.computed) notReferences.add(node.key);
    if (isNode(node.property) && !node.computed) notReferences.add(node.property);
    if (node.type === 'TSQualifiedName') notReferences.add(node.right as AstNode);
    if (node.type === 'ImportSpecifier')
      for (const name of [node.local, node.imported]) notReferences.add(name as AstNode);

    if (node.type === 'Identifier' && !notReferences.has(node) && paperNames.has(node.name as string)) {
      // A use of an imported name: `overlay(2, color)`, `const theme = MD3LightTheme`, `: MD3Theme`.
      report(node, byName.get(paperNames.get(node.name as string)!));
    } else if (node.type === 'ImportSpecifier' && paperNames.has((node.local as AstNode).name as string)) {
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
        report(attribute, rule?.imported ? undefined : rule, `${component} ${prop}`);
        const value = (attribute.value as AstNode | null)?.expression as AstNode | undefined;
        if (prop === 'theme' && value?.type === 'ObjectExpression') reportThemeKeys(value);
      }
    } else if (node.type === 'ObjectExpression') {
      // A theme built from one of Paper's: `{ ...MD3LightTheme, roundness: 2 }`, `{ ...MD3DarkTheme.colors, backdrop }`.
      const spreads = (node.properties as AstNode[]).filter((property) => property.type === 'SpreadElement');
      if (spreads.some((spread) => asPaper(dottedName(spread.argument as AstNode, longest)) !== null))
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
      if (property.type === 'Identifier' && THEME_OBJECTS.has(objectName as string))
        report(property, keyRule(property.name as string), property.name as string);
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
