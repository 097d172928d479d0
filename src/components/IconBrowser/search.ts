/** The lowercase words of a query; every one of them must occur in a matching name. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Names that contain every word of the query, in this order: the exact name,
 * then names that start with the first word, then the rest, each group keeping
 * the alphabetical order of `names`. An empty query returns `names` itself.
 */
export function searchIcons(names: readonly string[], query: string): readonly string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return names;
  const exact: string[] = [];
  const prefix: string[] = [];
  const rest: string[] = [];
  const whole = terms.join(' ');
  for (const name of names) {
    if (!terms.every((term) => name.includes(term))) continue;
    if (name === whole) exact.push(name);
    else if (name.startsWith(terms[0])) prefix.push(name);
    else rest.push(name);
  }
  return [...exact, ...prefix, ...rest];
}

/** "1 icon", "7,448 icons". */
export function countLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'icon' : 'icons'}`;
}
