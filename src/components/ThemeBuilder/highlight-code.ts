import { tokenClass } from '../../shared/code-tokens';
import { escapeHtml } from '../../shared/escape-html';

// The generated theme code uses a handful of Prism's token kinds; they get the same role
// classes the build-time highlighter gives code in guides, so they share its colours.
const TOKENS: [kind: string, pattern: RegExp][] = [
  ['comment', /^\/\/[^\n]*/],
  ['string', /^'[^'\n]*'/],
  ['keyword', /^(?:import|export|const|type|from)\b/],
  ['class-name', /^MD3\w*/],
  ['property', /^\w+(?=:)/],
];

/**
 * The code as HTML with a span per run of tokens of one colour; text that matches no token stays
 * plain. HTML rather than React elements: React then has a few hundred fewer nodes to hydrate.
 */
export function highlightCode(code: string): string {
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
      : TOKENS.map(([kind, pattern]) => [kind, pattern.exec(rest)?.[0]] as const).find(([, text]) => text);
    const [role, text] = hit ? [tokenClass([hit[0]]), hit[1]!] : [null, rest[0]];
    add(role, text);
    rest = rest.slice(text.length);
  }
  return runs
    .map(({ role, text }) => (role ? `<span class="${role}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
}
