import { stemmer } from 'stemmer';
import { SYNONYMS } from './synonyms';

/**
 * How the local search reads text, the same for pages and queries: words, the
 * parts of compound names, and word forms. Pure; used by the engine and highlighting.
 */

const WORD = /[\p{L}\p{N}]+/gu;
/** `TextInput` -> Text, Input; `MD3DarkTheme` -> MD3, Dark, Theme; `FABGroup` -> FAB, Group. */
const CAMEL_PART = /[A-Z]+\d*(?=[A-Z][a-z]|$)|[A-Z]?[a-z]+\d*|\d+/g;

/** Words too common to tell pages apart; a query made only of them finds nothing. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from how i in into is it of on or so that the this to what when with you your'.split(
    ' ',
  ),
);

/** Words that say what a reader wants done more than what with: they count for less when ranking. */
const WEAK_WORDS = new Set('show use make add change get set screen app display create want need way let'.split(' '));

/** Whether a query word is weak (WEAK_WORDS). */
const isWeakWord = (word: string): boolean => WEAK_WORDS.has(word.toLowerCase());

/** Words of a query past this many are ignored. */
const MAX_QUERY_WORDS = 10;

/** Words of a text as written, with their positions (for highlighting). */
export function wordsOf(text: string): RegExpMatchArray[] {
  return [...text.matchAll(WORD)];
}

/** Words of a text as written. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The parts of a camelCase or PascalCase name, or nothing when it is one word. */
export function camelParts(word: string): string[] {
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 && parts.join('') === word ? parts : [];
}

/** `fn` worked out once per word: pages repeat their words, which makes indexing much faster. */
function oncePerWord(fn: (word: string) => string[]): (word: string) => string[] {
  const cache = new Map<string, string[]>();
  return (word) => {
    let terms = cache.get(word);
    if (!terms) {
      terms = fn(word);
      cache.set(word, terms);
    }
    return terms;
  };
}

/** The index terms of one word as written: the word in lower case and its stem. Stop words give none. */
export const termsOf = oncePerWord((word) => {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) ? [] : [...new Set([lower, stemmer(lower)])];
});

/** The index terms of the parts of a compound name (`text`, `input` of `TextInput`), or none. */
export const partTermsOf = oncePerWord((word) => [...new Set(camelParts(word).flatMap(termsOf))]);

/** Stems of a text's words in order, stop words left out (for words side by side). */
export function wordStems(text: string): string[] {
  return tokenize(text)
    .map((w) => w.toLowerCase())
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => stemmer(w));
}

/** A term to look up for a query, and which of the query's words it stands for. */
export interface QueryTerm {
  term: string;
  /** Indexes of the query words it covers. */
  covers: number[];
  /** A part of a compound name (`text` of `TextInput`), which counts for less than the whole. */
  part?: boolean;
}

/**
 * Terms of a query. `typed` are the words reduced to their stems (so "themes"
 * finds "theming"), with the parts of compound names; they forgive typos.
 * `alternatives` are matched as they are: neighbouring words written together
 * (so "app bar" finds Appbar and "text input" finds TextInput) and synonyms.
 */
export function queryTerms(query: string): {
  words: number;
  stems: string[];
  /** Per query word: whether it is weak (WEAK_WORDS). */
  weak: boolean[];
  /** Names and words the query's words stand for (SYNONYMS). */
  synonyms: string[];
  typed: QueryTerm[];
  alternatives: QueryTerm[];
} {
  const words = tokenize(query)
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
    .slice(0, MAX_QUERY_WORDS);
  const typed: QueryTerm[] = [];
  const alternatives: QueryTerm[] = [];
  const synonyms: string[] = [];
  const addSynonyms = (key: string, covers: number[]) => {
    for (const synonym of SYNONYMS.get(key) ?? []) {
      synonyms.push(synonym);
      // A name is matched as written; words the docs write apart ("date picker") are searched each.
      if (!synonym.includes(' ')) alternatives.push({ term: synonym.toLowerCase(), covers });
      else for (const apart of synonym.split(' ')) typed.push({ term: stemmer(apart), covers });
    }
  };
  words.forEach((word, i) => {
    const lower = word.toLowerCase();
    typed.push({ term: stemmer(lower), covers: [i] });
    for (const part of camelParts(word)) typed.push({ term: stemmer(part.toLowerCase()), covers: [i], part: true });
    if (i > 0) {
      const joined = `${words[i - 1]}${word}`.toLowerCase();
      alternatives.push({ term: joined, covers: [i - 1, i] });
      addSynonyms(joined, [i - 1, i]);
    }
    addSynonyms(lower, [i]);
  });
  return {
    words: words.length,
    stems: words.map((w) => stemmer(w.toLowerCase())),
    weak: words.map(isWeakWord),
    synonyms,
    typed,
    alternatives,
  };
}
