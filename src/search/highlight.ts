import { escapeHtml } from '../shared/escape-html';
import { termsOf, wordsOf } from '../shared/search/terms';

/** Pure text helpers of the local search: `<mark>` highlighting and snippets of what the engine matched. */

const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';

export interface Highlighted {
  /** HTML: the text escaped, with matches wrapped in `<mark>`. */
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** What to mark: the index terms the engine matched, and how many words the query had. */
export interface Matched {
  terms: ReadonlySet<string>;
  queryWords: number;
}

/** Whether the engine matched a word of the text (as written, in any of its forms). */
export const isMatch = (matched: Matched, word: string) => termsOf(word).some((term) => matched.terms.has(term));

/** Escapes `text` and wraps each word the engine matched (a typo, word form or part of a name) in `<mark>`. */
export function highlight(matched: Matched, text: string): Highlighted {
  let value = '';
  let last = 0;
  let letters = 0;
  let marked = 0;
  const matchedWords = new Set<string>();
  for (const m of wordsOf(text)) {
    letters += m[0].length;
    if (!isMatch(matched, m[0])) continue;
    const start = m.index ?? 0;
    value += `${escapeHtml(text.slice(last, start))}${PRE_TAG}${escapeHtml(m[0])}${POST_TAG}`;
    last = start + m[0].length;
    marked += m[0].length;
    matchedWords.add(m[0].toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= matched.queryWords ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matchedWords], fullyHighlighted: letters > 0 && marked === letters };
}

/**
 * A window of at most `words` words of `text` around its first match, highlighted,
 * with an ellipsis where text was cut. Without a match it is the start of the text.
 */
export function snippet(matched: Matched, text: string, words: number, ellipsis = '…'): Highlighted {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length <= words) return highlight(matched, parts.join(' '));
  const first = parts.findIndex((part) => wordsOf(part).some((m) => isMatch(matched, m[0])));
  // Keep a little context before the first match, as a reader expects.
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(words / 3));
  start = Math.min(start, parts.length - words);
  const end = start + words;
  const result = highlight(matched, parts.slice(start, end).join(' '));
  const value = `${start > 0 ? ellipsis : ''}${result.value}${end < parts.length ? ellipsis : ''}`;
  return { ...result, value, matchLevel: first < 0 ? 'none' : result.matchLevel, fullyHighlighted: false };
}
