export interface CodeMeta {
  title?: string;
  /** A snippet that is not a whole module, so it is not type-checked. */
  fragment: boolean;
}

/** Reads the words after a code fence's language: `title="App.tsx" fragment`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const withoutTitle = text.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ' ');
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    fragment: /(^|\s)fragment(\s|$)/.test(withoutTitle),
  };
}
