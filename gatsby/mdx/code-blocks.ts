import { parseCodeMeta, type CodeMeta } from './code-meta';
import type { Code } from 'mdast';
import { guideTree } from './guide-tree';
import { visit } from './unified-stack';
import { applyVersionWords } from './resolve-version-words';
import type { VersionWords } from './version-words';

export interface CodeBlock {
  /** The first word after the fence, e.g. `tsx`; empty when none is given. */
  language: string;
  meta: CodeMeta;
  code: string;
  /** 1-based line of the opening fence in the source. */
  line: number;
}

/**
 * The fenced code blocks of an MDX guide (or Markdown), as the MDX parser reads them; with a version's
 * words, as its readers see them now (placeholders filled, blocks of `<WhileNext>` only while next).
 */
export function extractCodeBlocks(source: string, words?: VersionWords): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const tree = guideTree(source);
  if (words) applyVersionWords(tree, words);
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      language: node.lang ?? '',
      meta: parseCodeMeta(node.meta ?? ''),
      code: node.value,
      line: node.position!.start.line,
    });
  });
  return blocks;
}
