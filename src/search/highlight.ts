/** Pure text helpers of the local search: query words, word matching, `<mark>` highlighting and snippets. */

export interface QueryWords {
  /** Lower-case words of the query, in order. */
  words: string[];
  /** The last word may be the start of a longer word (the reader is still typing it). */
  lastIsPrefix: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

export const PRE_TAG = '<mark>';
export const POST_TAG = '</mark>';

export function queryWords(query: string): QueryWords {
  const words = (query.toLowerCase().match(WORD) ?? []).slice(0, 10);
  return { words, lastIsPrefix: words.length > 0 && !/\s$/.test(query) };
}

/** Lower-case words of a text (for matching). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * How query word `index` matches a text word: 'exact', 'prefix' (only the last
 * word, while typing) or null. Returns the number of matched characters too.
 */
export function matchWord(q: QueryWords, index: number, word: string): 'exact' | 'prefix' | null {
  const wanted = q.words[index];
  if (word === wanted) return 'exact';
  if (q.lastIsPrefix && index === q.words.length - 1 && word.startsWith(wanted)) return 'prefix';
  return null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export { escapeHtml };

export interface Highlighted {
  /** HTML: the text escaped, with matches wrapped in `<mark>`. */
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Length of the part of `word` (original case) that a query word matches, or 0. */
function matchedLength(q: QueryWords, word: string): number {
  const lower = word.toLowerCase();
  let best = 0;
  q.words.forEach((_, i) => {
    const kind = matchWord(q, i, lower);
    if (kind === 'exact') best = Math.max(best, word.length);
    else if (kind === 'prefix') best = Math.max(best, q.words[i].length);
  });
  return best;
}

/** The query words that match some word of `text`. */
export function matchedQueryWords(q: QueryWords, text: string): string[] {
  const words = textWords(text);
  return q.words.filter((_, i) => words.some((w) => matchWord(q, i, w) !== null));
}

/** Escapes `text` and wraps each matched word (or matched start of a word) in `<mark>`. */
export function highlight(q: QueryWords, text: string): Highlighted {
  let value = '';
  let last = 0;
  let marked = 0;
  for (const m of text.matchAll(WORD)) {
    const length = matchedLength(q, m[0]);
    if (length === 0) continue;
    const start = m.index ?? 0;
    value += `${escapeHtml(text.slice(last, start))}${PRE_TAG}${escapeHtml(text.slice(start, start + length))}${POST_TAG}`;
    last = start + length;
    marked += length;
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = matchedQueryWords(q, text);
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === q.words.length ? 'full' : 'partial';
  const letters = (text.match(WORD) ?? []).join('').length;
  return { value, matchLevel, matchedWords, fullyHighlighted: letters > 0 && marked === letters };
}

/**
 * A window of at most `words` words of `text` around its first match, highlighted,
 * with an ellipsis where text was cut. Without a match it is the start of the text.
 */
export function snippet(q: QueryWords, text: string, words: number, ellipsis = '…'): Highlighted {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length <= words) return highlight(q, parts.join(' '));
  const first = parts.findIndex((part) => (part.match(WORD) ?? []).some((w) => matchedLength(q, w) > 0));
  // Keep a little context before the first match, as a reader expects.
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(words / 3));
  start = Math.min(start, parts.length - words);
  const end = start + words;
  const cutText = parts.slice(start, end).join(' ');
  const result = highlight(q, cutText);
  const value = `${start > 0 ? ellipsis : ''}${result.value}${end < parts.length ? ellipsis : ''}`;
  return { ...result, value, matchLevel: first < 0 ? 'none' : result.matchLevel, fullyHighlighted: false };
}
