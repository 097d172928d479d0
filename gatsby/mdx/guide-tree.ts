import type { Root } from 'mdast';
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
