import type { DocVersion } from '../../src/shared/doc-versions';
import { plainText } from '../../src/shared/plain-text';
import { docCommentHref } from '../mdx/description-links';

/** What a page's markdown needs to turn its links into absolute URLs. */
export interface LinkContext {
  /** Origin and base path, no trailing slash: `https://callstack.github.io/react-native-paper`. */
  siteUrl: string;
  /** The HTML page the markdown belongs to, as an absolute URL (for `#fragment` links). */
  pageUrl: string;
  /** The routes of the docs of the page's docs version, for the doc comments' links (`../Portal`). */
  docPaths: readonly string[];
  /** The record of the page's docs version, whose pages its links lead to. */
  version: Pick<DocVersion, 'name' | 'prefix'>;
}

/** A link as an absolute URL: fragments point at the HTML page, site paths get the origin and base path. */
export function absoluteHref(href: string, context: LinkContext): string {
  if (href.startsWith('#')) return context.pageUrl + href;
  const { origin, pathname } = new URL(context.siteUrl);
  const prefix = pathname.replace(/\/$/, '');
  if (prefix && href.startsWith(`${prefix}/`)) return origin + href;
  if (href.startsWith('/') && !href.startsWith('//')) return context.siteUrl + href;
  const docHref = docCommentHref(href, context.docPaths, context.siteUrl, context.version.prefix);
  return docHref ? context.siteUrl + docHref : href;
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
