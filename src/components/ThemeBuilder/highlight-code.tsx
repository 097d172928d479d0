import React, { type ReactNode } from 'react';
import { tokenClass } from '../../shared/code-tokens';

// The generated theme code uses a handful of Prism's token kinds; they get the same role
// classes the build-time highlighter gives code in guides, so they share its colours.
const TOKENS: [kind: string, pattern: RegExp][] = [
  ['comment', /^\/\/[^\n]*/],
  ['string', /^'[^'\n]*'/],
  ['keyword', /^(?:import|export|const|type|from)\b/],
  ['class-name', /^MD3\w*/],
  ['property', /^\w+(?=:)/],
  ['operator', /^(?:\.\.\.|=)/],
  ['punctuation', /^[{}()[\],;:.]/],
];

/** Splits code into highlighted spans; text that matches no token stays plain. */
export function highlightCode(code: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let plain = '';
  let rest = code;
  while (rest) {
    // A token never starts in the middle of a word.
    const midWord = /\w$/.test(plain) && /^\w/.test(rest);
    const hit = midWord
      ? undefined
      : TOKENS.map(([kind, pattern]) => [kind, pattern.exec(rest)?.[0]] as const).find(([, text]) => text);
    if (!hit) {
      plain += rest[0];
      rest = rest.slice(1);
      continue;
    }
    if (plain) nodes.push(plain);
    plain = '';
    nodes.push(
      <span key={nodes.length} className={tokenClass([hit[0]]) ?? undefined}>
        {hit[1]}
      </span>,
    );
    rest = rest.slice(hit[1]!.length);
  }
  if (plain) nodes.push(plain);
  return nodes;
}
