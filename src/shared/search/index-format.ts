import type { RoutePrefix } from '../doc-versions';
import { propAnchor } from '../prop-anchor';
import { questionAnchor } from '../question-anchor';
import { pageUrlOf } from './sections';
import type { RecordType, SearchHints, SearchIndex, SearchRecord } from './types';

/** Where the build writes the local search index (gatsby/post-build/search-index.ts), under the site root. */
const SEARCH_INDEX_PATH = '/search-index.json';

/** Where `gatsby develop` answers with a docs version's index as the content is now (`?prefix=6.x`, empty for the one at /docs/); gatsby/develop/search-index.ts. */
export const DEVELOP_SEARCH_INDEX_PATH = '/__develop/search-index.json';

/** The search index of a docs version: the current one's at SEARCH_INDEX_PATH, another's in its folder (`/6.x/search-index.json`). */
export const searchIndexPath = (versionPrefix: RoutePrefix | undefined): string =>
  versionPrefix ? `/${versionPrefix}${SEARCH_INDEX_PATH}` : SEARCH_INDEX_PATH;

/**
 * The search index file: records grouped by page and section, so the area,
 * page title, URL and headings are written once instead of on every record.
 * Shared by the record writer (Node) and the local client (browser); pure.
 */
export interface PackedIndex {
  /** Format version, bumped when the shape changes (2: anchors that the heading spells are written as a rule's number). */
  v: 1 | 2;
  /** [lvl0, lvl1, page URL, sections]; a section is [type, lvl2, lvl3, anchor, ...content texts]. */
  pages: [string, string, string, PackedSection[]][];
  /** Written when the version has any. */
  hints?: SearchHints;
}
type PackedSection = [RecordType, string | null, string | null, string | number, ...string[]];

/**
 * A heading's slug as GitHub makes it, for the headings these pages have. github-slugger's own Unicode
 * table would add about 3 kB gzip to the pages that read this file; an anchor this misses is only
 * written out in full.
 */
const headingSlug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

/**
 * Most anchors are spelled by their heading: a guide's heading slug, a common question's `q-` and
 * slug, a prop row's `prop-` and name. The file writes such an anchor as its rule's place in this
 * list rather than a second time (a tenth of the file, gzipped).
 */
const ANCHOR_RULES: readonly ((heading: string) => string)[] = [
  headingSlug,
  (heading) => questionAnchor(headingSlug(heading)),
  propAnchor,
];

const headingOfSection = (type: RecordType, lvl2: string | null, lvl3: string | null) =>
  type === 'lvl3' ? lvl3 : type === 'lvl2' ? lvl2 : null;

function packAnchor(type: RecordType, lvl2: string | null, lvl3: string | null, anchor: string): string | number {
  const heading = headingOfSection(type, lvl2, lvl3);
  const rule = anchor && heading !== null ? ANCHOR_RULES.findIndex((spell) => spell(heading) === anchor) : -1;
  return rule < 0 ? anchor : rule;
}

function unpackAnchor(type: RecordType, lvl2: string | null, lvl3: string | null, anchor: string | number): string {
  if (typeof anchor === 'string') return anchor;
  return ANCHOR_RULES[anchor]?.(headingOfSection(type, lvl2, lvl3) ?? '') ?? '';
}

const sameSection = (a: SearchRecord, b: SearchRecord) =>
  a.url === b.url &&
  a.hierarchy.lvl1 === b.hierarchy.lvl1 &&
  a.hierarchy.lvl2 === b.hierarchy.lvl2 &&
  a.hierarchy.lvl3 === b.hierarchy.lvl3;

/** Groups records (in page order, each page starting with its lvl1 record) into the file's shape. */
export function packRecords(records: readonly SearchRecord[], hints: SearchHints = {}): PackedIndex {
  const pages: PackedIndex['pages'] = [];
  let section: PackedSection | null = null;
  let last: SearchRecord | null = null;
  for (const record of records) {
    if (record.type === 'lvl1') {
      pages.push([record.hierarchy.lvl0, record.hierarchy.lvl1, record.url, []]);
    }
    const page = pages[pages.length - 1];
    if (!page) continue;
    if (record.type === 'content' && section && last && sameSection(last, record)) {
      section.push(record.content ?? '');
    } else {
      const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '';
      // A content record without a heading record before it in its section starts a section of type content.
      const { lvl2, lvl3 } = record.hierarchy;
      section = [record.type, lvl2, lvl3, packAnchor(record.type, lvl2, lvl3, anchor)];
      if (record.type === 'content') section.push(record.content ?? '');
      page[3].push(section);
    }
    last = record;
  }
  return Object.keys(hints).length ? { v: 2, pages, hints } : { v: 2, pages };
}

/** The records back from the file: a heading record per section (unless it is a content section) and one per text. */
export function unpackRecords(index: PackedIndex): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [lvl0, lvl1, pageUrl, sections] of index.pages) {
    for (const [type, lvl2, lvl3, packed, ...texts] of sections) {
      const anchor = unpackAnchor(type, lvl2, lvl3, packed);
      const url = anchor ? `${pageUrlOf(pageUrl)}#${anchor}` : pageUrl;
      const hierarchy = { lvl0, lvl1, lvl2, lvl3 };
      if (type !== 'content') records.push({ type, url, hierarchy: { ...hierarchy }, content: null });
      for (const content of texts) records.push({ type: 'content', url, hierarchy: { ...hierarchy }, content });
    }
  }
  return records;
}

/** The index back from the file. */
export const unpackIndex = (index: PackedIndex): SearchIndex => ({
  records: unpackRecords(index),
  hints: index.hints ?? {},
});
