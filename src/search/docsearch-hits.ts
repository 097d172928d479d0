import { createEngine, createEngineInChunks, type Engine } from '../shared/search/engine';
import type { Section } from '../shared/search/sections';
import { highlight, isMatch, snippet, type Highlighted, type Matched } from './highlight';
import { wordsOf } from '../shared/search/terms';
import type { SearchIndex, SearchRecord } from '../shared/search/types';

/** The local search's answers in the shape DocSearch reads: ranked by the engine, highlighted here. */

interface SearchOptions {
  hitsPerPage?: number;
  page?: number;
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2` …), as in `attributesToSnippet`. */
  snippetWords?: ReadonlyMap<string, number>;
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
  _highlightResult: {
    content?: Highlighted;
    hierarchy: Record<string, Highlighted>;
    hierarchy_camel: Record<string, Highlighted>[];
  };
  _snippetResult: {
    content?: Highlighted;
    hierarchy: Record<string, Highlighted>;
    hierarchy_camel: Record<string, Highlighted>[];
  };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
}

/** One engine per index, made on the first search (or ahead of it by prepareEngine). */
const engines = new WeakMap<SearchIndex, Engine>();

/** Indexes the records without blocking the page, so the first search answers at once. */
export async function prepareEngine(index: SearchIndex): Promise<void> {
  if (!engines.has(index)) engines.set(index, await createEngineInChunks(index));
}

/** Indexes the records at once: in the search worker, where no page waits on it. */
export function prepareEngineNow(index: SearchIndex): void {
  engineFor(index);
}

function engineFor(index: SearchIndex): Engine {
  let engine = engines.get(index);
  if (!engine) {
    engine = createEngine(index);
    engines.set(index, engine);
  }
  return engine;
}

const matchCount = (matched: Matched, text: string) => wordsOf(text).filter((m) => isMatch(matched, m[0])).length;

/** The record that shows a section in the results: its heading when that matched, else its text that matched most. */
function shownRecord(section: Section, matched: Matched): SearchRecord {
  const [first] = section.records;
  // DocSearch files a text hit under its page's title hit, and remembers recent searches by that title.
  if (
    first.type !== 'content' &&
    matchCount(matched, first.hierarchy[first.type as 'lvl1' | 'lvl2' | 'lvl3'] ?? '') > 0
  )
    return first;
  let best = first;
  let bestCount = 0;
  for (const record of section.records) {
    const count = record.content ? matchCount(matched, record.content) : 0;
    if (count > bestCount) {
      best = record;
      bestCount = count;
    }
  }
  return best;
}

function toHit(matched: Matched, record: SearchRecord, id: string, options: SearchOptions): SearchHit {
  const words = options.snippetWords ?? new Map<string, number>();
  const ellipsis = options.snippetEllipsisText ?? '…';
  const hierarchy = { ...record.hierarchy, lvl4: null, lvl5: null, lvl6: null };
  const highlights: Record<string, Highlighted> = {};
  const snippets: Record<string, Highlighted> = {};
  for (const [key, value] of Object.entries(hierarchy)) {
    if (value === null) continue;
    highlights[key] = highlight(matched, value);
    const n = words.get(`hierarchy.${key}`);
    snippets[key] = n ? snippet(matched, value, n, ellipsis) : highlights[key];
  }
  const hash = record.url.indexOf('#');
  const hit: SearchHit = {
    objectID: id,
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
    hit._highlightResult.content = highlight(matched, record.content);
    const n = words.get('content');
    hit._snippetResult.content = n ? snippet(matched, record.content, n, ellipsis) : hit._highlightResult.content;
  }
  return hit;
}

/**
 * The sections that answer a query, most relevant first, one hit per URL, with
 * highlight and snippet results. An empty query finds nothing.
 */
export function searchIndex(index: SearchIndex, query: string, options: SearchOptions = {}): SearchResult {
  const { words, matches } = engineFor(index).search(query);
  const hitsPerPage = options.hitsPerPage ?? 20;
  const start = (options.page ?? 0) * hitsPerPage;
  return {
    hits: matches.slice(start, start + hitsPerPage).map(({ section, terms }, i) => {
      const matched = { terms: new Set(terms), queryWords: words };
      return toHit(matched, shownRecord(section, matched), `${start + i}-${section.url}`, options);
    }),
    nbHits: matches.length,
  };
}

/** `['content:10', 'hierarchy.lvl1:10']` -> content => 10, hierarchy.lvl1 => 10. */
export function parseSnippetAttributes(attributes: readonly string[] | undefined): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const item of attributes ?? []) {
    const [name, n] = item.split(':');
    out.set(name, n ? Number(n) || 10 : 10);
  }
  return out;
}
