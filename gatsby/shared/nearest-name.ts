/** Levenshtein distance: the fewest one-letter insertions, deletions or changes from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known name closest to `name`, if it is close enough to be the one meant. */
export function nearest(name: string, known: readonly string[]): string | undefined {
  const distance = (candidate: string) => editDistance(name.toLowerCase(), candidate.toLowerCase());
  const closest = [...known].sort((a, b) => distance(a) - distance(b))[0];
  return closest !== undefined && distance(closest) <= Math.max(2, Math.floor(name.length / 3)) ? closest : undefined;
}

/** Names as a sentence lists them: `a, b or c`. */
export const orList = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
