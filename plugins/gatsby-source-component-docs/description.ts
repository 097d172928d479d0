export interface SplitDescription {
  /** The summary above `## Usage`, markdown. */
  description: string;
  /** The code of the first fenced block under `## Usage`, if any. */
  usage: string | null;
}

/** Splits a component's doc comment into its summary and its usage example. */
export function splitDescription(text: string): SplitDescription {
  const [summary, ...rest] = text.split(/^##\s+Usage\s*$/m);
  const usageBlock = rest.join('\n');
  const code = /```[a-z]*\n([\s\S]*?)```/.exec(usageBlock);
  return { description: summary.trim(), usage: code ? code[1].replace(/\s+$/, '') : null };
}
