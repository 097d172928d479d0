import { parseCodeMeta, type CodeMeta } from './code-meta';

export interface CodeBlock {
  /** The first word after the fence, e.g. `tsx`; empty when none is given. */
  language: string;
  meta: CodeMeta;
  code: string;
  /** 1-based line of the opening fence in the source. */
  line: number;
}

// Indentation is allowed so fences inside JSX or list items are found too.
const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;

/**
 * Finds the fenced code blocks in MDX (or Markdown) source. A block ends at a
 * fence of the same character that is at least as long as the opening one, so
 * a ```` fence can show a ``` fence inside it. An unclosed block runs to the end.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];

  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    // A backtick fence's info string may not contain backticks (that is inline code).
    if (!open || (open[2][0] === '`' && open[4].includes('`'))) continue;

    const [, indent, fence, language, meta] = open;
    const closing = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j]); j++) {
      // Content is indented like the fence; strip that much, as Markdown does.
      body.push(lines[j].replace(new RegExp(`^ {0,${indent.length}}`), ''));
    }

    blocks.push({ language, meta: parseCodeMeta(meta.trim()), code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}
