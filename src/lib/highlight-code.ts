import { tokenClass } from '../shared/code-tokens';
import { escapeHtml } from '../shared/escape-html';

/**
 * Code the site generates in the browser (the theme builder's, the configurator's) uses a handful
 * of Prism's token kinds, each matched at the start of the text; they get the role classes the
 * build-time highlighter gives code in guides, so they share its colours.
 */
export type TokenPatterns = readonly (readonly [kind: string, pattern: RegExp])[];

/**
 * The code as HTML with a span per run of tokens of one colour; text that matches no token stays
 * plain. HTML rather than React elements: React then has a few hundred fewer nodes to hydrate.
 */
export function highlightCode(code: string, tokens: TokenPatterns): string {
  const runs: { role: string | null; text: string }[] = [];
  // A run of one colour goes on over blank text, as in the build's highlighter.
  const add = (role: string | null, text: string) => {
    const [before, last] = runs.slice(-2);
    if (last?.role === role) last.text += text;
    else if (role && last && /^\s+$/.test(last.text) && before?.role === role) before.text += runs.pop()!.text + text;
    else runs.push({ role, text });
  };
  let rest = code;
  while (rest) {
    // A token never starts in the middle of a word.
    const midWord = /\w$/.test(runs[runs.length - 1]?.text ?? '') && /^\w/.test(rest);
    const hit = midWord
      ? undefined
      : tokens.map(([kind, pattern]) => [kind, pattern.exec(rest)?.[0]] as const).find(([, text]) => text);
    const [role, text] = hit ? [tokenClass([hit[0]]), hit[1]!] : [null, rest[0]];
    add(role, text);
    rest = rest.slice(text.length);
  }
  return runs
    .map(({ role, text }) => (role ? `<span class="${role}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
}
