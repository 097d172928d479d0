import { highlight, matchWord, queryWords, snippet, textWords, type Highlighted, type QueryWords } from './highlight';
import type { SearchRecord } from './types';

/** Pure ranking of the local search: which records answer a query, in which order, highlighted. */

const LEVELS = ['lvl1', 'lvl2', 'lvl3'] as const;
/** Searched attributes, best first: a match in a page title beats one in a heading, which beats one in text. */
type Attribute = (typeof LEVELS)[number] | 'content';
const ATTRIBUTES: Attribute[] = [...LEVELS, 'content'];
const TYPE_ORDER = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export interface SearchOptions {
  hitsPerPage?: number;
  page?: number;
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2` …), as in `attributesToSnippet`. */
  snippetWords?: Record<string, number>;
  snippetEllipsisText?: string;
}

/** A hit in the shape DocSearch reads from Algolia. */
export interface SearchHit {
  objectID: string;
  type: SearchRecord['type'];
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { content?: Highlighted; hierarchy: Record<string, Highlighted>; hierarchy_camel: Record<string, Highlighted>[] };
  _snippetResult: { content?: Highlighted; hierarchy: Record<string, Highlighted>; hierarchy_camel: Record<string, Highlighted>[] };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
}

/** Words of every attribute of every record, worked out once per record list. */
const prepared = new WeakMap<readonly SearchRecord[], Record<Attribute, string[]>[]>();

function wordsOf(records: readonly SearchRecord[]): Record<Attribute, string[]>[] {
  let cached = prepared.get(records);
  if (!cached) {
    cached = records.map((r) => ({
      lvl1: textWords(r.hierarchy.lvl1),
      lvl2: textWords(r.hierarchy.lvl2 ?? ''),
      lvl3: textWords(r.hierarchy.lvl3 ?? ''),
      content: textWords(r.content ?? ''),
    }));
    prepared.set(records, cached);
  }
  return cached;
}

interface Scored {
  index: number;
  /** Sum over query words of the rank of the best attribute it matched in (lower is better). */
  attributeRank: number;
  /** Query words matched as whole words (higher is better). */
  exact: number;
  typeRank: number;
}

/** Scores a record, or null when some query word matches nowhere in it (words are ANDed). */
function score(q: QueryWords, words: Record<Attribute, string[]>, record: SearchRecord, index: number): Scored | null {
  // A heading record is about its own heading and those above it; lower headings are not its text.
  const level = record.type === 'content' ? 4 : Number(record.type.slice(3));
  const attributes = ATTRIBUTES.filter((a, i) => (a === 'content' ? record.type === 'content' : i + 1 <= level));
  let attributeRank = 0;
  let exact = 0;
  for (let i = 0; i < q.words.length; i += 1) {
    let best = -1;
    let bestExact = false;
    for (const attribute of attributes) {
      const kinds = words[attribute].map((w) => matchWord(q, i, w)).filter(Boolean);
      if (kinds.length > 0) {
        best = ATTRIBUTES.indexOf(attribute);
        bestExact = kinds.includes('exact');
        break;
      }
    }
    if (best < 0) return null;
    attributeRank += best;
    if (bestExact) exact += 1;
  }
  return { index, attributeRank, exact, typeRank: TYPE_ORDER.indexOf(record.type) };
}

const compare = (a: Scored, b: Scored) =>
  a.attributeRank - b.attributeRank || b.exact - a.exact || a.typeRank - b.typeRank || a.index - b.index;

function toHit(q: QueryWords, record: SearchRecord, index: number, options: SearchOptions): SearchHit {
  const words = options.snippetWords ?? {};
  const ellipsis = options.snippetEllipsisText ?? '…';
  const hierarchy = { ...record.hierarchy, lvl4: null, lvl5: null, lvl6: null };
  const highlights: Record<string, Highlighted> = {};
  const snippets: Record<string, Highlighted> = {};
  for (const [key, value] of Object.entries(hierarchy)) {
    if (value === null) continue;
    highlights[key] = highlight(q, value);
    const n = words[`hierarchy.${key}`];
    snippets[key] = n ? snippet(q, value, n, ellipsis) : highlights[key];
  }
  const hash = record.url.indexOf('#');
  const hit: SearchHit = {
    objectID: `${index}-${record.url}`,
    type: record.type,
    url: record.url,
    url_without_anchor: hash < 0 ? record.url : record.url.slice(0, hash),
    anchor: hash < 0 ? null : record.url.slice(hash + 1),
    content: record.content,
    hierarchy,
    _highlightResult: { hierarchy: highlights, hierarchy_camel: [highlights] },
    _snippetResult: { hierarchy: snippets, hierarchy_camel: [snippets] },
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlight(q, record.content);
    const n = words.content;
    hit._snippetResult.content = n ? snippet(q, record.content, n, ellipsis) : hit._highlightResult.content;
  }
  return hit;
}

/**
 * Records that contain every word of the query (the last one may be a word's start),
 * best first, one per URL (the best record of a section stands for it), with
 * highlight and snippet results. An empty query finds nothing.
 */
export function searchRecords(records: readonly SearchRecord[], query: string, options: SearchOptions = {}): SearchResult {
  const q = queryWords(query);
  if (q.words.length === 0) return { hits: [], nbHits: 0 };
  const words = wordsOf(records);
  const best = new Map<string, Scored>();
  records.forEach((record, index) => {
    const scored = score(q, words[index], record, index);
    if (!scored) return;
    const current = best.get(record.url);
    if (!current || compare(scored, current) < 0) best.set(record.url, scored);
  });
  const ranked = [...best.values()].sort(compare);
  const hitsPerPage = options.hitsPerPage ?? 20;
  const start = (options.page ?? 0) * hitsPerPage;
  return {
    hits: ranked.slice(start, start + hitsPerPage).map((s) => toHit(q, records[s.index], s.index, options)),
    nbHits: ranked.length,
  };
}

/** `['content:10', 'hierarchy.lvl1:10']` -> `{ content: 10, 'hierarchy.lvl1': 10 }`. */
export function parseSnippetAttributes(attributes: readonly string[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of attributes ?? []) {
    const [name, n] = item.split(':');
    out[name] = n ? Number(n) || 10 : 10;
  }
  return out;
}
