import type { RoutePrefix } from '../../../src/shared/doc-versions';
import { plainText } from '../../../src/shared/plain-text';
import type { Definition, Image, Link } from 'mdast';
import type { Node } from 'unist';
import { docCommentHref } from '../../schema/description-links';
import { remarkGfm, remarkParse, unified, visit } from '../../mdx/unified-stack';

/** What a page's markdown needs to turn its links into absolute URLs. */
export interface LinkContext {
  /** Origin and base path, no trailing slash: `https://callstack.github.io/react-native-paper`. */
  siteUrl: string;
  /** The HTML page the markdown belongs to, as an absolute URL (for `#fragment` links). */
  pageUrl: string;
  /** The doc ids of the page's docs version, for the doc comments' links (`../Portal`). */
  docIds: readonly string[];
  /** The route prefix of the page's docs version when it is not the one at /docs/ (`6.x`). */
  prefix?: RoutePrefix;
}

/** `text` as one inline code span, with a fence longer than any run of backticks inside it. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Text made safe for one cell of a markdown table: `|` escaped, line breaks as `<br>`. */
export function tableCell(text: string): string {
  return text.trim().replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** A markdown table; cells are escaped here, so pass them as markdown. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** A link as an absolute URL: fragments point at the HTML page, site paths get the origin and base path. */
export function absoluteHref(href: string, context: LinkContext): string {
  if (href.startsWith('#')) return context.pageUrl + href;
  const { origin, pathname } = new URL(context.siteUrl);
  const prefix = pathname.replace(/\/$/, '');
  if (prefix && href.startsWith(`${prefix}/`)) return origin + href;
  if (href.startsWith('/') && !href.startsWith('//')) return context.siteUrl + href;
  const docHref = docCommentHref(href, context.docIds, context.siteUrl, context.prefix);
  return docHref ? context.siteUrl + docHref : href;
}

const parser = unified().use(remarkParse).use(remarkGfm);

const hasTarget = (node: Node): node is Link | Image | Definition =>
  node.type === 'link' || node.type === 'image' || node.type === 'definition';

/** Where each link, image and link definition's target sits in `markdown`, as written there. */
function linkTargets(markdown: string): { start: number; end: number; url: string }[] {
  const targets: { start: number; end: number; url: string }[] = [];
  visit(parser.parse(markdown), hasTarget, (node) => {
    if (node.position) {
      const { start, end } = node.position;
      const source = markdown.slice(start.offset, end.offset);
      // The target follows the text: the last `(url` or `: url` in the node's source. Not found
      // (-1, or 0 after the +1): it is written differently (escaped, in <…>) and stays as it is.
      const at = node.type === 'definition' ? source.indexOf(node.url) : source.lastIndexOf(`(${node.url}`) + 1;
      if (at > 0) {
        targets.push({ start: start.offset! + at, end: start.offset! + at + node.url.length, url: node.url });
      }
    }
  });
  return targets;
}

/**
 * Rewrites the targets of links, images and link definitions to absolute URLs, leaving the rest
 * of the text (code included) exactly as written.
 */
export function absoluteLinks(markdown: string, context: LinkContext): string {
  let out = markdown;
  for (const target of linkTargets(markdown).sort((a, b) => b.start - a.start)) {
    out = out.slice(0, target.start) + absoluteHref(target.url, context) + out.slice(target.end);
  }
  return out;
}

/** Text on one line, runs of white space as one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The first sentence of a markdown paragraph, as plain text (a one-line summary). */
export function firstSentence(markdown: string): string {
  const paragraph = plainText(markdown.trim().split(/\n\s*\n/)[0] ?? '')
    .replace(/<\/?br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ');
  const end = /[.!?](?=\s+[A-Z(`"'])/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

/** Joins markdown blocks with one blank line, dropping empty ones. */
export function blocks(...parts: (string | null | undefined | false)[]): string {
  return `${parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join('\n\n')}\n`;
}
