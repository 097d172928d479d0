import type { IconKeywords, KeywordMap } from '../../shared/icon-keywords';

/** The lowercase words of a query; every one of them must match a name, an alias or a tag. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

// How an icon matched, best first; the results come in this order.
const EXACT = 0;
const NAME_PREFIX = 1; // every word in the name, which starts with the first one
const NAME = 2;
const ALIAS = 3; // some word only in the aliases
const TAG = 4; // some word only in the tags
const GROUPS = 5;

const NO_KEYWORDS: KeywordMap = new Map();

/** True when `term` starts one of the words of the space-separated list `words`. */
function startsAWord(words: string, term: string): boolean {
  for (let at = words.indexOf(term); at !== -1; at = words.indexOf(term, at + 1)) {
    if (at === 0 || words[at - 1] === ' ') return true;
  }
  return false;
}

/**
 * ALIAS or TAG when a term the name lacks matches the icon's keywords, else null. Keywords are
 * single words, without those the name contains, so "trash-can" is looked up part by part; at
 * least one part must be a keyword ("left-arrow" does not find "arrow-left" this way).
 */
function keywordRank(term: string, name: string, { aliases, tags }: IconKeywords): number | null {
  let rank: number | null = null;
  for (const part of term.split('-')) {
    if (!part || name.includes(part)) continue;
    if (startsAWord(aliases, part)) rank ??= ALIAS;
    else if (startsAWord(tags, part)) rank = TAG;
    else return null;
  }
  return rank;
}

function iconRank(name: string, terms: readonly string[], keywords: IconKeywords | undefined): number | null {
  if (terms.length === 1 && name === terms[0]) return EXACT;
  let rank = name.startsWith(terms[0]) ? NAME_PREFIX : NAME;
  for (const term of terms) {
    if (name.includes(term)) continue;
    const byKeyword = keywords ? keywordRank(term, name, keywords) : null;
    if (byKeyword === null) return null;
    rank = Math.max(rank, byKeyword);
  }
  return rank;
}

/**
 * Icons where every word of the query is part of the name, or starts one of its aliases or tag
 * words. They come grouped: the exact name; names that start with the first word; other name
 * matches; icons that need an alias; icons that need a tag. Each group keeps the order of
 * `names`. An empty query returns `names` itself.
 */
export function searchIcons(
  names: readonly string[],
  query: string,
  keywords: KeywordMap = NO_KEYWORDS,
): readonly string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return names;
  const groups: string[][] = Array.from({ length: GROUPS }, () => []);
  for (const name of names) {
    const rank = iconRank(name, terms, keywords.get(name));
    if (rank !== null) groups[rank].push(name);
  }
  return groups.flat();
}

/** "1 icon", "7,448 icons". */
export function countLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'icon' : 'icons'}`;
}
