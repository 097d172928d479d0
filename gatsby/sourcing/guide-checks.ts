import { ADMONITION_TYPES, GUIDE_COMPONENTS } from '../../src/shared/guide-components';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { guideTree } from '../mdx/guide-tree';
import { visit } from '../mdx/unified-stack';

/** The front matter a guide may have; `MdxFrontmatter` in gatsby/schema/schema.ts gives the same keys their types. */
const FRONT_MATTER_KEYS = ['title', 'order', 'description'] as const;

/** Levenshtein distance: the fewest one-letter insertions, deletions or changes from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known name closest to `name`, if it is close enough to be the one meant. */
function nearest(name: string, known: readonly string[]): string | undefined {
  const distance = (candidate: string) => editDistance(name.toLowerCase(), candidate.toLowerCase());
  const closest = [...known].sort((a, b) => distance(a) - distance(b))[0];
  return distance(closest) <= Math.max(2, Math.floor(name.length / 3)) ? closest : undefined;
}

const list = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

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

/** The components (capitalised JSX tags) of an MDX guide, read from its tree: never in front matter, code or comments. */
export function componentTags(source: string): ComponentTag[] {
  const tags: ComponentTag[] = [];
  visit(guideTree(source), isJsxElement, (node) => {
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

const orMaybe = (meant: string | undefined) => (meant ? ` Did you mean ${meant}?` : '');

/** Components a guide cannot use and admonitions of an unknown type, each with its line. */
export function componentProblems(source: string): { line: number; problem: string }[] {
  let tags: ComponentTag[];
  try {
    tags = componentTags(source);
  } catch (error) {
    // The MDX parser's message names what it expected at that line.
    const { line, reason } = error as { line?: number; reason?: string };
    return [{ line: line ?? 1, problem: `this is not valid MDX: ${reason ?? String(error)}` }];
  }
  return tags.flatMap(({ name, type, line }) => {
    if (!(GUIDE_COMPONENTS as readonly string[]).includes(name)) {
      const meant = nearest(name, GUIDE_COMPONENTS);
      const problem = `<${name}> is not a component guides can use; they have ${list(GUIDE_COMPONENTS)} (docs/writing-guides.md).${orMaybe(meant && `<${meant}>`)}`;
      return [{ line, problem }];
    }
    const value = name === 'Admonition' ? (type ?? 'note') : 'note';
    if ((ADMONITION_TYPES as readonly string[]).includes(value)) return [];
    const meant = nearest(value, ADMONITION_TYPES);
    const problem = `<Admonition type="${value}">: "${value}" is not an admonition type; the types are ${list(ADMONITION_TYPES)}.${orMaybe(meant && `"${meant}"`)}`;
    return [{ line, problem }];
  });
}
