import { parse, type HTMLElement, type Node as HtmlNode } from 'node-html-parser';
import { SEARCHED_ARTICLE_CLASS, SEARCH_SKIP_ATTRIBUTE } from '../../src/shared/search-markup';
import type { RecordType, SearchRecord } from '../../src/shared/search/types';
import { kindOfPage, PAGE_KINDS, type SitePageInfo } from '../page-kinds/registry';
import type { PageKind } from '../page-kinds/entry';

/** Node side only: turns the built HTML of a doc page into search records. */

/** A page the search index reads, and the area its records name (`lvl0`). */
export interface SearchedPage {
  path: string;
  area: string;
}

/**
 * The pages of one docs version (by name) that its search index reads: those of the kinds searched
 * (gatsby/page-kinds/), by the version their context names; in the order of their areas as the
 * registry first names them (Guides, Components, Showcase), then by path.
 */
export function searchedPages(
  sitePages: readonly SitePageInfo[],
  version: string,
  kinds: readonly PageKind[] = PAGE_KINDS,
): SearchedPage[] {
  const areas = [...new Set(kinds.flatMap((kind) => (kind.search ? [kind.search.area] : [])))];
  return sitePages
    .flatMap((page) => {
      const area = kindOfPage(page, kinds)?.search?.area;
      return area && page.context?.version === version ? [{ path: page.path, area }] : [];
    })
    .sort((a, b) => areas.indexOf(a.area) - areas.indexOf(b.area) || a.path.localeCompare(b.path));
}

const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'figure', 'nav', 'noscript', 'template']);
const TEXT_BLOCKS = new Set(['p', 'li', 'dd', 'td', 'th', 'figcaption']);
/** One content record keeps at most this many characters, so the index stays small. */
const MAX_CONTENT = 400;

const isSkipped = (el: HTMLElement) =>
  SKIPPED_TAGS.has(el.tagName?.toLowerCase()) || el.hasAttribute(SEARCH_SKIP_ATTRIBUTE);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Visible text of an element without skipped parts, nested lists or nested text blocks. */
function ownText(el: HTMLElement, top = true): string {
  let out = '';
  for (const child of el.childNodes) {
    if (child.nodeType === 3) out += child.text;
    else if (child.nodeType === 1) {
      const element = child as HTMLElement;
      const tag = element.tagName.toLowerCase();
      if (isSkipped(element)) continue;
      // A list inside a list item gets records of its own.
      if (!top || !['ul', 'ol', 'p'].includes(tag) || el.tagName.toLowerCase() !== 'li') out += ownText(element, false);
      if (tag === 'br') out += ' ';
    }
  }
  return squash(out);
}

function cut(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const end = text.lastIndexOf(' ', MAX_CONTENT);
  return `${text.slice(0, end > 0 ? end : MAX_CONTENT)}…`;
}

/**
 * Records of one built page: one per h1/h2/h3 (type lvl1…lvl3) and one per block
 * of text (paragraph, list item, table cell) under the heading it follows, all in its area (`lvl0`).
 * `pagePath` is the site path without base path; `pathPrefix` is the base path ('' or '/react-native-paper').
 */
export function buildPageRecords(pagePath: string, html: string, pathPrefix: string, lvl0: string): SearchRecord[] {
  const article = parse(html).querySelector(`article.${SEARCHED_ARTICLE_CLASS}`);
  const h1 = article?.querySelector('h1');
  if (!article || !h1) return [];
  const pageUrl = `${pathPrefix}${pagePath}`;
  const hierarchy: SearchRecord['hierarchy'] = { lvl0, lvl1: ownText(h1), lvl2: null, lvl3: null };
  let anchor = '';
  const records: SearchRecord[] = [{ type: 'lvl1', url: pageUrl, hierarchy: { ...hierarchy }, content: null }];
  const push = (type: RecordType, content: string | null) =>
    records.push({ type, url: anchor ? `${pageUrl}#${anchor}` : pageUrl, hierarchy: { ...hierarchy }, content });

  const visit = (node: HtmlNode) => {
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    if (isSkipped(el)) return;
    const tag = el.tagName.toLowerCase();
    if (tag === 'h1') return;
    if (tag === 'h2' || tag === 'h3') {
      const text = ownText(el);
      if (!text) return;
      if (tag === 'h2') {
        hierarchy.lvl2 = text;
        hierarchy.lvl3 = null;
      } else hierarchy.lvl3 = text;
      anchor = el.getAttribute('id') ?? (tag === 'h3' ? anchor : '');
      push(tag === 'h2' ? 'lvl2' : 'lvl3', null);
      return;
    }
    if (TEXT_BLOCKS.has(tag)) {
      const text = ownText(el);
      if (text) push('content', cut(text));
      // Nested lists and paragraphs in a list item come next, in order.
      if (tag === 'li') {
        for (const child of el.childNodes) {
          if (child.nodeType === 1 && ['ul', 'ol', 'p'].includes((child as HTMLElement).tagName.toLowerCase()))
            visit(child);
        }
      }
      return;
    }
    el.childNodes.forEach(visit);
  };
  article.childNodes.forEach(visit);
  return records;
}

/** Records of the searched pages of one docs version (`searchedPages`), in their order, from their built HTML (`pages`). */
export function buildSearchRecords(
  pages: Map<string, string>,
  searched: readonly SearchedPage[],
  pathPrefix: string,
): SearchRecord[] {
  return searched.flatMap(({ path, area }) =>
    pages.has(path) ? buildPageRecords(path, pages.get(path)!, pathPrefix, area) : [],
  );
}
