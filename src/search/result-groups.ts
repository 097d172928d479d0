import type { SearchHit } from './docsearch-hits';

interface ResultGroup {
  /** Page URL without anchor. */
  url: string;
  area: string;
  /** Highlighted page title (HTML). */
  title: string;
  hits: SearchHit[];
}

/** Hits grouped by page, pages in the order of their best hit. Pure. */
export function groupByPage(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.url_without_anchor);
    if (!group) {
      group = {
        url: hit.url_without_anchor,
        area: hit.hierarchy.lvl0 ?? '',
        title: hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1 ?? '',
        hits: [],
      };
      groups.set(hit.url_without_anchor, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
