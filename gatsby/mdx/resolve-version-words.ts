import type { Content, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { SKIP, visit } from './unified-stack';
import { nearest, orList } from '../shared/nearest-name';
import {
  PLACEHOLDER_NAMES,
  STATE_ELEMENT_NAMES,
  STATE_ELEMENTS,
  type PlaceholderName,
  type VersionWords,
} from './version-words';

/**
 * A placeholder in code, inline code, an attribute or a link address: `{{paperVersion}}`, without
 * spaces, so that code's own double braces (`style={{ flex: 1 }}`) are left alone.
 */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
/** A placeholder with spaces inside its braces, which code reads as an object: `{{ paperVersion }}`. */
const SPACED_PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** In prose MDX reads `{{paperVersion}}` as an expression whose value is `{paperVersion}`. */
const EXPRESSION_PLACEHOLDER = /^\s*\{\s*(\w+)\s*\}\s*$/;
/** `{/* a comment *\/}`, the one expression guides may hold besides placeholders. */
const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Expression = Node & { type: 'mdxTextExpression' | 'mdxFlowExpression'; value: string };
type Problem = { line: number; problem: string };

const isJsx = (node: Node): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isExpression = (node: Node): node is Expression =>
  node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression';
const isStateElement = (node: Node): node is JsxElement => isJsx(node) && STATE_ELEMENT_NAMES.includes(node.name ?? '');
const isPlaceholder = (name: string): name is PlaceholderName => (PLACEHOLDER_NAMES as string[]).includes(name);
/** The placeholder an expression is (`{{paperVersion}}` in prose); undefined for a comment; null for any other. */
const expressionPlaceholder = (node: Expression): string | undefined | null =>
  COMMENT.test(node.value) ? undefined : (EXPRESSION_PLACEHOLDER.exec(node.value)?.[1] ?? null);

const WRITING_GUIDES = '(docs/writing-guides.md)';
const placeholderList = () => orList(PLACEHOLDER_NAMES.map((name) => `{{${name}}}`));

function unknownPlaceholder(name: string): string {
  const meant = nearest(name, PLACEHOLDER_NAMES);
  const hint = meant ? ` Did you mean {{${meant}}}?` : '';
  return `{{${name}}} is not a placeholder guides have; they have ${placeholderList()} ${WRITING_GUIDES}.${hint}`;
}

/** The texts of a node where placeholders are written as they are: code, inline code, a link address, a component's attributes. */
function textsOf(node: Root | Content): string[] {
  if (node.type === 'code' || node.type === 'inlineCode') return [node.value];
  if (node.type === 'link' || node.type === 'definition' || node.type === 'image') return [node.url];
  if (isJsx(node))
    return node.attributes.flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? [attribute.value] : [],
    );
  return [];
}

/** The problems of one node, knowing whether it is in a heading or a state element. */
function nodeProblems(node: Root | Content, inHeading: boolean, inStateElement: boolean): string[] {
  const problems: string[] = [];
  const placeholders: string[] = [];
  for (const text of textsOf(node)) {
    for (const [whole, name] of text.matchAll(SPACED_PLACEHOLDER)) {
      if (whole === `{{${name}}}`) {
        placeholders.push(name);
        if (!isPlaceholder(name)) problems.push(unknownPlaceholder(name));
      } else if (isPlaceholder(name)) {
        problems.push(`${whole} has spaces inside its braces, which leave it as written; write {{${name}}}.`);
      }
    }
  }
  if (isExpression(node)) {
    const name = expressionPlaceholder(node);
    if (name === null)
      problems.push(
        `{${node.value}} is an expression, which guides do not use: a placeholder is written ${placeholderList()}, and braces meant as text go in backticks ${WRITING_GUIDES}.`,
      );
    else if (name !== undefined) {
      placeholders.push(name);
      if (!isPlaceholder(name)) problems.push(unknownPlaceholder(name));
    }
  }
  if (inHeading && placeholders.length > 0)
    problems.push(`{{${placeholders[0]}}} is in a heading, whose anchor would change with the library's version.`);
  if (isStateElement(node)) {
    const name = `<${node.name}>`;
    const states = orList(STATE_ELEMENTS[node.name!]);
    if (inHeading) problems.push(`${name} is in a heading, whose anchor would change with the version's state.`);
    if (inStateElement) problems.push(`${name} is inside another state element; one is enough.`);
    if (node.attributes.length > 0)
      problems.push(`${name} takes no attributes: it keeps what it holds while the version is ${states}.`);
    if (node.children.length === 0) problems.push(`${name} holds nothing.`);
  }
  return problems;
}

/**
 * Everything wrong with a guide's placeholders and state elements, each at its line, in every state
 * (a mistake inside a `<WhileNext>` is one on release day too): an unknown placeholder, one written
 * with spaces, an expression that is no placeholder, a state element with attributes, inside another,
 * empty, or a placeholder or state element in a heading (links to its anchor would break).
 */
export function versionWordProblems(tree: Root): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: Root | Content, inHeading: boolean, inStateElement: boolean) => {
    const line = node.position?.start.line ?? 1;
    for (const problem of nodeProblems(node, inHeading, inStateElement)) problems.push({ line, problem });
    for (const child of 'children' in node ? (node.children as Content[]) : [])
      walk(child, inHeading || node.type === 'heading', inStateElement || isStateElement(node));
  };
  walk(tree, false, false);
  return problems;
}

/**
 * A guide's tree as its version says it now, in place: each placeholder becomes its value (in prose,
 * inline code, code, attributes and link addresses), and each state element gives way to what it
 * holds in a state it names, or to nothing. Run `versionWordProblems` first: an unknown placeholder throws.
 */
export function applyVersionWords(tree: Root, words: VersionWords): void {
  const valueOf = (name: string): string => {
    if (!isPlaceholder(name)) throw new Error(unknownPlaceholder(name));
    return words.values[name];
  };
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, name: string) => valueOf(name));
  visit(tree, (node, index, parent) => {
    if (node.type === 'code' || node.type === 'inlineCode') node.value = fill(node.value);
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') node.url = fill(node.url);
    if (isJsx(node))
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string')
          attribute.value = fill(attribute.value);
    if (!parent || index === null || index === undefined) return;
    const siblings = (parent as Parent).children as Content[];
    if (isExpression(node)) {
      const name = expressionPlaceholder(node);
      if (name === undefined) return;
      if (name === null) throw new Error(`{${node.value}} is an expression, which guides do not use.`);
      const text = { type: 'text' as const, value: valueOf(name), position: node.position };
      siblings[index] = (
        node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text], position: node.position } : text
      ) as Content;
      return;
    }
    if (isStateElement(node)) {
      const kept = STATE_ELEMENTS[node.name!].includes(words.status);
      siblings.splice(index, 1, ...(kept ? (node.children as Content[]) : []));
      // Go on from what took its place.
      return [SKIP, index];
    }
  });
}
