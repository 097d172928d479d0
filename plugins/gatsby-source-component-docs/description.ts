/** A usage example after the first: the Markdown written before it (a label such as `### Bottom bar`) and its code. */
interface FurtherUsage {
  intro: string;
  code: string;
}

interface SplitDescription {
  /** The summary above `## Usage`, markdown. */
  description: string;
  /** The code of the first fenced block under `## Usage`, if any. */
  usage: string | null;
  /** The other fenced blocks under `## Usage`, in order, each with the text between it and the block before. */
  moreUsage: FurtherUsage[];
}

/** A fenced block that opens and closes at the start of a line, its language named or not. */
const FENCED_BLOCK = /^```[a-z]*\n([\s\S]*?)^```/gm;

const trimEnd = (code: string) => code.replace(/\s+$/, '');

/** Splits a component's doc comment into its summary and its usage examples. */
export function splitDescription(text: string): SplitDescription {
  const [summary, ...rest] = text.split(/^##\s+Usage\s*$/m);
  const usageSection = rest.join('\n');
  const blocks = [...usageSection.matchAll(FENCED_BLOCK)];
  const moreUsage = blocks.slice(1).map((block, i) => {
    const previous = blocks[i];
    const intro = usageSection.slice(previous.index! + previous[0].length, block.index).trim();
    return { intro, code: trimEnd(block[1]) };
  });
  return { description: summary.trim(), usage: blocks.length > 0 ? trimEnd(blocks[0][1]) : null, moreUsage };
}
