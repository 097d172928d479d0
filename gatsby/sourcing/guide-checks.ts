import { ADMONITION_TYPES, GUIDE_COMPONENTS } from '../../src/shared/guide-components';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { Root } from 'mdast';
import { guideTree } from '../mdx/guide-tree';
import { visit } from '../mdx/unified-stack';
import { nearest, orList as list } from '../shared/nearest-name';
import { versionWordProblems } from '../mdx/resolve-version-words';
import { STATE_ELEMENT_NAMES } from '../mdx/version-words';

/** The front matter a guide may have; `MdxFrontmatter` in gatsby/schema/schema.ts gives the same keys their types. */
const FRONT_MATTER_KEYS = ['title', 'order', 'description'] as const;

/** Everything wrong with a guide's front matter (as gatsby-plugin-mdx parsed it), in one list. */
export function frontMatterProblems(frontmatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(frontmatter)) {
    if ((FRONT_MATTER_KEYS as readonly string[]).includes(key)) continue;
    const meant = nearest(key, FRONT_MATTER_KEYS);
    const hint = meant ? `did you mean "${meant}"?` : `the keys are ${list(FRONT_MATTER_KEYS)}.`;
    problems.push(`front matter: "${key}" is not a front matter key; ${hint}`);
  }
  const { title, order, description } = frontmatter;
  if (typeof title !== 'string' || title.trim() === '') problems.push('front matter needs a "title".');
  if (typeof order !== 'number' || !Number.isInteger(order))
    problems.push('front matter needs an "order" that is a whole number.');
  if (description != null && typeof description !== 'string')
    problems.push('front matter: "description" must be text.');
  return problems;
}

/** A component in a guide: its name, its `type` attribute when that is written as text, and its line. */
interface ComponentTag {
  name: string;
  type: string | undefined;
  line: number;
}

const isJsxElement = (node: Node): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The components (capitalised JSX tags) of a guide's tree: never in front matter, code or comments. */
function componentTagsOf(tree: Root): ComponentTag[] {
  const tags: ComponentTag[] = [];
  visit(tree, isJsxElement, (node) => {
    if (!/^[A-Z]/.test(node.name ?? '')) return;
    const type = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'type');
    tags.push({
      name: node.name!,
      type: typeof type?.value === 'string' ? type.value : undefined,
      line: node.position!.start.line,
    });
  });
  return tags;
}

/** The components (capitalised JSX tags) of an MDX guide, read from its tree: never in front matter, code or comments. */
export const componentTags = (source: string): ComponentTag[] => componentTagsOf(guideTree(source));

const orMaybe = (meant: string | undefined) => (meant ? ` Did you mean ${meant}?` : '');

/** What a guide may write as a tag: the components, and the elements that keep words in some states only. */
const GUIDE_TAGS: readonly string[] = [...GUIDE_COMPONENTS, ...STATE_ELEMENT_NAMES];

/** Components a guide cannot use and admonitions of an unknown type, each with its line. */
function componentProblems(tags: ComponentTag[]): { line: number; problem: string }[] {
  return tags.flatMap(({ name, type, line }) => {
    if (!GUIDE_TAGS.includes(name)) {
      const meant = nearest(name, GUIDE_TAGS);
      const problem = `<${name}> is not a component guides can use; they have ${list(GUIDE_TAGS)} (docs/writing-guides.md).${orMaybe(meant && `<${meant}>`)}`;
      return [{ line, problem }];
    }
    const value = name === 'Admonition' ? (type ?? 'note') : 'note';
    if ((ADMONITION_TYPES as readonly string[]).includes(value)) return [];
    const meant = nearest(value, ADMONITION_TYPES);
    const problem = `<Admonition type="${value}">: "${value}" is not an admonition type; the types are ${list(ADMONITION_TYPES)}.${orMaybe(meant && `"${meant}"`)}`;
    return [{ line, problem }];
  });
}

/**
 * Everything wrong with a guide's body, each with its line, in the order of the file: components it
 * cannot use, admonitions of an unknown type, and placeholders and state elements it misuses
 * (gatsby/mdx/resolve-version-words.ts).
 */
export function guideBodyProblems(source: string): { line: number; problem: string }[] {
  let tree: Root;
  try {
    tree = guideTree(source);
  } catch (error) {
    // The MDX parser's message names what it expected at that line.
    const { line, reason } = error as { line?: number; reason?: string };
    return [{ line: line ?? 1, problem: `this is not valid MDX: ${reason ?? String(error)}` }];
  }
  return [...componentProblems(componentTagsOf(tree)), ...versionWordProblems(tree)].sort((a, b) => a.line - b.line);
}
