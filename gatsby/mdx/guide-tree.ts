import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { mdxParser } from './unified-stack';

/** A front matter block at the start of a file: `---`, its lines, `---`. */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;

/**
 * A guide file's Markdown tree, with its JSX (remark-mdx). The front matter is left out but keeps
 * its lines, so every node's position is the file's.
 */
export function guideTree(source: string): Root {
  const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
  const body = frontMatter.replace(/[^\r\n]/g, '') + source.slice(frontMatter.length);
  return mdxParser.parse(body) as Root;
}

type TreeNode = Root | Root['children'][number];

/** Every node of the tree, parents before their children, in document order. */
export function* nodesOf(node: TreeNode): Generator<TreeNode> {
  yield node;
  if ('children' in node) for (const child of node.children as TreeNode[]) yield* nodesOf(child);
}

export const isCode = (node: TreeNode): node is Code => node.type === 'code';

export const isJsxElement = (node: TreeNode): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
