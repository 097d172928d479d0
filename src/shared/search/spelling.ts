/**
 * Misspelt query words read as the word of the pages they stand for ("accordian": accordion, "dailog":
 * dialog), before the query is planned, so the rules that read names and purposes see the real word.
 * Only a word typed in lower case that the pages do not use, and none of their words starts with (it may be half typed), is
 * changed, and only to the one nearest word of the pages; with two as near, it stays as typed and the
 * index's own typo matching still applies.
 */

/** Words shorter than this are too easily another word to correct. */
const SHORTEST_CORRECTED = 5;

/** Edits of optimal string alignment (a swap of two neighbours is one), or `max + 1` once over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      lowest = Math.min(lowest, value);
    }
    if (lowest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** A corrector over the pages' words; `allowance` is how many edits a word of that length may have. */
export function spellingCorrector(
  vocabulary: ReadonlySet<string>,
  allowance: (word: string) => number,
): (query: string) => string {
  let byLength: Map<number, string[]> | null = null;
  // Each word is looked up once: a reader retypes the same query a letter at a time.
  const corrected = new Map<string, string>();
  const nearest = (word: string): string => {
    const max = allowance(word);
    if (!byLength) {
      byLength = new Map();
      for (const term of vocabulary)
        if (/^[a-z]+$/.test(term)) byLength.set(term.length, [...(byLength.get(term.length) ?? []), term]);
    }
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length += 1)
      candidates.push(...(byLength.get(length) ?? []));
    if ([...vocabulary].some((term) => term.length > word.length && term.startsWith(word))) return word;
    let best: string[] = [];
    let bestDistance = max + 1;
    for (const term of candidates) {
      const distance = editDistance(word, term, Math.min(max, bestDistance));
      if (distance < bestDistance) [best, bestDistance] = [[term], distance];
      else if (distance === bestDistance && distance <= max) best.push(term);
    }
    // A stem and its word are one candidate ("borderradiu", "borderradius"): the word is kept. Between
    // two as near, the one that starts as the word does ("toogle": toggle, not google).
    best = best.filter((term) => !best.some((other) => other !== term && other.startsWith(term)));
    const sameStart = best.filter((term) => term[0] === word[0]);
    const [only] = best.length === 1 ? best : sameStart.length === 1 ? sameStart : [];
    return only ?? word;
  };
  return (query) =>
    query.replace(/[A-Za-z]+/g, (written) => {
      const word = written.toLowerCase();
      // A word with a capital is written as a name (`valueOf`, `DefaulTheme`): names are taken as typed.
      if (word !== written || word.length < SHORTEST_CORRECTED || vocabulary.has(word)) return written;
      if (!corrected.has(word)) corrected.set(word, nearest(word));
      return corrected.get(word)!;
    });
}
