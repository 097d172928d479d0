import { parse } from '@babel/parser';

/** What the migration check and its fixer read of Babel's syntax tree: nodes as plain objects. */

export interface Position {
  line: number;
  column: number;
}
export interface AstNode {
  type: string;
  start?: number;
  end?: number;
  loc?: { start: Position };
  [key: string]: unknown;
}

export type ParseError = { error: { line: number; column: number; message: string } };

export const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every node under `root`, parents first. */
export function* nodesOf(root: AstNode): Generator<AstNode> {
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
export function dottedName(node: AstNode, limit: number): string | null {
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

/** The file's syntax tree (its name decides whether JSX is allowed), or the parser's error with its position. */
export function parseSource(code: string, file: string): { program: AstNode } | ParseError {
  try {
    const program = parse(code, {
      sourceType: 'unambiguous',
      plugins: [...parserPlugins(file)],
      errorRecovery: false,
    }) as unknown as AstNode;
    return { program };
  } catch (error) {
    if (error instanceof RangeError)
      return { error: { line: 1, column: 1, message: 'It is nested too deeply for the parser to read.' } };
    const { loc, message } = error as { loc?: Position; message: string };
    return {
      error: { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message: message.replace(/ \(\d+:\d+\)$/, '') },
    };
  }
}

/** The package whose imports are Paper's (`react-native-paper`, `react-native-paper/react-navigation`). */
const PAPER = /^react-native-paper(\/|$)/;

/** A named import from Paper: `FAB as PaperFAB` is imported `FAB`, local `PaperFAB`. */
export interface PaperImport {
  specifier: AstNode;
  declaration: AstNode;
  imported: string;
  local: string;
}

export function paperImports(program: AstNode): PaperImport[] {
  const found: PaperImport[] = [];
  for (const node of nodesOf(program))
    if (node.type === 'ImportDeclaration' && PAPER.test((node.source as { value: string }).value))
      for (const specifier of node.specifiers as AstNode[])
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported as AstNode;
          found.push({
            specifier,
            declaration: node,
            imported: (imported.type === 'Identifier' ? imported.name : imported.value) as string,
            local: (specifier.local as AstNode).name as string,
          });
        }
  return found;
}

/**
 * Identifiers that name a variable, `local` in `overlay(2, color)` or `const t = MD3LightTheme`; not
 * keys, members' properties or the names inside an import.
 */
export function* references(program: AstNode): Generator<AstNode> {
  const notReferences = new WeakSet<object>();
  for (const node of nodesOf(program)) {
    if (isNode(node.key) && !node.computed) notReferences.add(node.key);
    if (isNode(node.property) && !node.computed) notReferences.add(node.property);
    if (node.type === 'TSQualifiedName') notReferences.add(node.right as AstNode);
    if (node.type === 'ImportSpecifier')
      for (const name of [node.local, node.imported]) notReferences.add(name as AstNode);
    if (node.type === 'Identifier' && !notReferences.has(node)) yield node;
  }
}
