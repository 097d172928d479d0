import MagicString from 'magic-string';
import { dottedName, nodesOf, paperImports, parseSource, references, type AstNode, type PaperImport } from './ast';
import { checkCode, type Finding } from './check-code';
import type { MigrationRule, RuleFix } from './rules';

/**
 * Rewrites, in one source file, the uses of Paper names whose rule has a fix (the changes file's
 * `fixes`): renamed exports with their imports and every use (an alias the code gives is kept), props
 * renamed and their string values mapped, components drawn as another with fixed props. Edits are made
 * at the parser's positions, so every other byte stays as it was; a use the fix cannot make safely (a
 * value that is not a listed string, a name already taken) is left, and the check still reports it.
 * Pure: the command line's `--fix` and the page's "Show my code on 6.x" share it.
 */

/** A use rewritten, at its place in the code as it was. */
export interface FixedUse {
  line: number;
  column: number;
  old: string;
  now: string;
}

export type FixResult =
  | {
      code: string;
      fixed: FixedUse[];
      /** The findings in the fixed code: what is left to change by hand. */
      left: Finding[];
      /** Why the fixes were not made, when the fixed code would not parse. */
      problem?: string;
    }
  | { error: { line: number; column: number; message: string } };

const at = (node: AstNode) => ({ line: node.loc!.start.line, column: node.loc!.start.column + 1 });
const stringValue = (node: AstNode | null | undefined): AstNode | null => {
  if (node?.type === 'StringLiteral') return node;
  const inner = node?.type === 'JSXExpressionContainer' ? (node.expression as AstNode) : null;
  return inner?.type === 'StringLiteral' ? inner : null;
};

export function fixCode(
  code: string,
  file: string,
  rules: readonly MigrationRule[],
  /** The project's own theme hooks, as for `checkCode`. */
  themeHooks: ReadonlySet<string> = new Set(),
): FixResult {
  const parsed = parseSource(code, file);
  if ('error' in parsed) return parsed;
  const { program } = parsed;
  const fixOf = new Map(rules.flatMap((rule) => (rule.fix ? [[rule.name, rule.fix] as const] : [])));
  const imports = paperImports(program);
  const paperNames = new Map(imports.map(({ local, imported }) => [local, imported]));
  /** Every name the file writes anywhere: a new name must not be one of them. */
  const taken = new Set<string>();
  for (const node of nodesOf(program))
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') taken.add(node.name as string);

  const edits = new MagicString(code);
  const fixed: FixedUse[] = [];
  const edit = (node: AstNode, text: string, old: string, now = text) => {
    edits.overwrite(node.start!, node.end!, text);
    fixed.push({ ...at(node), old, now });
  };
  /** The import list of each declaration that changes: each specifier's new text, or null to drop it. */
  const newSpecifiers = new Map<AstNode, Map<AstNode, string | null>>();
  const setSpecifier = ({ declaration, specifier }: PaperImport, text: string | null) => {
    if (!newSpecifiers.has(declaration)) newSpecifiers.set(declaration, new Map());
    // `type MD3Theme` stays a type import: `type Theme`.
    const kind = specifier.importKind === 'type' ? 'type ' : '';
    newSpecifiers.get(declaration)!.set(specifier, text === null ? null : `${kind}${text}`);
  };

  // Which local names become which: `MD3LightTheme` -> `LightTheme`; a component -> another with props.
  const renamed = new Map<string, string>();
  const drawnAs = new Map<string, { name: string; props: Record<string, string>; old: string }>();
  const localOfPaper = (name: string) => imports.find((entry) => entry.imported === name)?.local;
  const exportedLocals = new Set<string>();
  for (const node of nodesOf(program))
    if (node.type === 'ExportSpecifier') exportedLocals.add((node.local as AstNode).name as string);

  for (const entry of imports) {
    const fix: RuleFix | undefined = fixOf.get(entry.imported);
    if (fix?.rename) {
      const aliased = entry.local !== entry.imported;
      if (aliased || taken.has(fix.rename) || exportedLocals.has(entry.local))
        // The code's own name stays; only what it imports changes.
        setSpecifier(entry, `${fix.rename} as ${entry.local}`);
      else {
        setSpecifier(entry, fix.rename);
        renamed.set(entry.local, fix.rename);
      }
      fixed.push({ ...at(entry.specifier), old: entry.imported, now: fix.rename });
    } else if (fix?.element) drawnAs.set(entry.local, { ...fix.element, old: entry.imported });
  }

  // A component drawn as another only where every use is an element without the props it gets.
  for (const node of references(program)) if (drawnAs.has(node.name as string)) drawnAs.delete(node.name as string);
  const elements = [...nodesOf(program)].filter((node) => node.type === 'JSXElement');
  const nameOf = (element: AstNode) => (element.openingElement as AstNode).name as AstNode;
  for (const element of elements) {
    const drawn = drawnAs.get(nameOf(element).name as string);
    const props = ((element.openingElement as AstNode).attributes as AstNode[]).map(
      (attribute) => (attribute.name as AstNode | undefined)?.name as string | undefined,
    );
    if (drawn && props.some((prop) => prop !== undefined && prop in drawn.props))
      drawnAs.delete(nameOf(element).name as string);
  }
  /** The local name each replacing component gets: Paper's own import of it, else its name, else `Paper<name>`. */
  const targetLocal = new Map<string, string | null>();
  for (const { name } of drawnAs.values())
    if (!targetLocal.has(name))
      targetLocal.set(
        name,
        localOfPaper(name) ?? (!taken.has(name) ? name : !taken.has(`Paper${name}`) ? `Paper${name}` : null),
      );
  // The first import of a replaced component brings in its replacement, unless Paper's is imported already.
  const brought = new Set(imports.map((entry) => entry.imported));
  for (const entry of imports) {
    const drawn = drawnAs.get(entry.local);
    if (!drawn) continue;
    const local = targetLocal.get(drawn.name);
    if (!local) {
      drawnAs.delete(entry.local);
      continue;
    }
    setSpecifier(entry, brought.has(drawn.name) ? null : importText(drawn.name, local));
    brought.add(drawn.name);
  }

  // `{ MD3LightTheme }` keeps its key: `{ MD3LightTheme: LightTheme }`.
  const shorthands = new WeakSet<object>();
  for (const node of nodesOf(program))
    if (node.type === 'ObjectProperty' && node.shorthand) shorthands.add(node.value as AstNode);
  for (const node of references(program)) {
    const name = node.name as string;
    const now = renamed.get(name);
    if (now) edit(node, shorthands.has(node) ? `${name}: ${now}` : now, paperNames.get(name)!, now);
  }
  for (const element of elements) {
    const opening = element.openingElement as AstNode;
    const name = opening.name as AstNode;
    if (name.type === 'JSXIdentifier') {
      const drawn = drawnAs.get(name.name as string);
      const now = renamed.get(name.name as string);
      const closing = (element.closingElement as AstNode | null)?.name as AstNode | undefined;
      if (drawn) {
        const local = targetLocal.get(drawn.name)!;
        const props = Object.entries(drawn.props)
          .map(([prop, value]) => ` ${prop}="${value}"`)
          .join('');
        edit(name, `${local}${props}`, drawn.old, `${drawn.name}${props}`);
        if (closing) edits.overwrite(closing.start!, closing.end!, local);
      } else if (now) {
        edit(name, now, paperNames.get(name.name as string)!);
        if (closing) edits.overwrite(closing.start!, closing.end!, now);
      }
    }
    fixProps(opening);
  }

  /** A prop renamed, its value mapped: `<TextInput mode="flat">` -> `<TextInput variant="filled">`. */
  function fixProps(opening: AstNode) {
    const dotted = dottedName(opening.name as AstNode, 4);
    const [root, ...rest] = dotted?.split('.') ?? [];
    const paper = root !== undefined && paperNames.get(root);
    if (!paper) return;
    const component = [paper, ...rest].join('.');
    const attributes = (opening.attributes as AstNode[]).filter((a) => a.type === 'JSXAttribute');
    const names = new Set(attributes.map((a) => (a.name as AstNode).name as string));
    for (const attribute of attributes) {
      const prop = (attribute.name as AstNode).name as string;
      const fix = fixOf.get(`${component} ${prop}`);
      if (!fix || (fix.prop && names.has(fix.prop))) continue;
      const literal = stringValue(attribute.value as AstNode | null);
      const value = fix.values && (literal ? fix.values[literal.value as string] : undefined);
      if (fix.values && value === undefined) continue;
      const newProp = fix.prop ?? prop;
      if (fix.prop) edits.overwrite((attribute.name as AstNode).start!, (attribute.name as AstNode).end!, fix.prop);
      if (literal && value !== undefined) edits.overwrite(literal.start! + 1, literal.end! - 1, value);
      fixed.push({
        ...at(attribute),
        old: `${component} ${prop}${literal ? `="${literal.value as string}"` : ''}`,
        now: `${component} ${newProp}${literal ? `="${value ?? (literal.value as string)}"` : ''}`,
      });
    }
  }

  for (const [declaration, changes] of newSpecifiers) rewriteImport(code, edits, declaration, changes);

  const output = edits.toString();
  if (output === code) return { code, fixed: [], left: findingsIn(code) };
  const check = checkCode(output, file, rules, themeHooks);
  if ('error' in check)
    return {
      code,
      fixed: [],
      left: findingsIn(code),
      problem: `The fixed code would not parse (${check.error.message}), so the file is left as it was.`,
    };
  return { code: output, fixed: fixed.sort((a, b) => a.line - b.line || a.column - b.column), left: check.findings };

  function findingsIn(text: string): Finding[] {
    const result = checkCode(text, file, rules, themeHooks);
    return 'findings' in result ? result.findings : [];
  }
}

const importText = (name: string, local: string) => (name === local ? name : `${name} as ${local}`);

/** An import's list with some specifiers rewritten or dropped, keeping the separator the code used; the whole import when none is left. */
function rewriteImport(code: string, edits: MagicString, declaration: AstNode, changes: Map<AstNode, string | null>) {
  const specifiers = declaration.specifiers as AstNode[];
  const kept = specifiers.flatMap((specifier) => {
    const text = changes.has(specifier) ? changes.get(specifier) : code.slice(specifier.start!, specifier.end!);
    return text === null || text === undefined ? [] : [text];
  });
  if (kept.length === 0) {
    const end = code[declaration.end!] === '\n' ? declaration.end! + 1 : declaration.end!;
    edits.remove(declaration.start!, end);
    return;
  }
  const first = specifiers[0];
  const last = specifiers[specifiers.length - 1];
  const separator = specifiers.length > 1 ? code.slice(first.end!, specifiers[1].start!) : ', ';
  edits.overwrite(first.start!, last.end!, kept.join(separator));
}
