import type {
  Code,
  Content,
  Heading,
  HTML,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  Table,
  Text,
} from 'mdast';
import type { Inline } from '../../src/shared/pages/inline';
import { docComment } from '../mdx/markdown';
import { gfmToMarkdown, markdownParser, toMarkdown, visit } from '../mdx/unified-stack';
import { absoluteHref, type LinkContext } from './markdown-text';

/**
 * The Markdown the site writes (component, guide and showcase copies, llms.txt) is built as mdast
 * with these and written by `serialize`, which does all the escaping.
 */
export const text = (value: string): Text => ({ type: 'text', value });
export const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const emphasis = (value: string): PhrasingContent => ({ type: 'emphasis', children: [text(value)] });
export const link = (url: string, value: string): Link => ({ type: 'link', url, children: [text(value)] });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: Heading['depth'], value: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(value)],
});
/** Markup written as it is: a GitHub alert's `[!NOTE]`, `<br>` in a table cell, an HTML comment. */
export const html = (value: string): HTML => ({ type: 'html', value });
export const codeBlock = (value: string, lang: string): Code => ({
  type: 'code',
  lang,
  value: value.replace(/\n+$/, ''),
});

/** A list with one line per item. */
export const list = (items: readonly PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(...children)] })),
});

export function table(header: readonly string[], rows: readonly PhrasingContent[][][]): Table {
  const row = (cells: readonly PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children) => ({ type: 'tableCell' as const, children })),
  });
  return { type: 'table', children: [row(header.map((label) => [text(label)])), ...rows.map(row)] };
}

/** Sentence parts of a page model (src/shared/pages/inline.ts), its links made absolute. */
export const inlines = (parts: readonly Inline[], context: LinkContext): PhrasingContent[] =>
  parts.flatMap((part): PhrasingContent[] => {
    if (typeof part === 'string') return [text(part)];
    if ('code' in part) return [inlineCode(part.code)];
    const url = absoluteHref(part.to, context);
    const linked: Link = part.asCode ? { type: 'link', url, children: [inlineCode(part.text)] } : link(url, part.text);
    return [linked, ...(part.note ? [text(part.note)] : [])];
  });

/** A sentence of a page model, as a paragraph. */
export const sentence = (parts: readonly Inline[], context: LinkContext): Paragraph =>
  paragraph(...inlines(parts, context));

/** Links, images and link definitions in `tree` made absolute URLs (`absoluteHref`). */
export function absoluteUrls<T extends Root | Content>(tree: T, context: LinkContext): T {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      (node as Link).url = absoluteHref((node as Link).url, context);
    }
  });
  return tree;
}

/** A doc comment's Markdown as blocks, its links absolute. */
export function docBlocks(markdown: string, context: LinkContext): Content[] {
  return absoluteUrls(markdownParser.parse(docComment(markdown)), context).children;
}

const lineBreak = (count: number) => html('<br>'.repeat(count));

/** A block as one line of phrasing: a list's items after `<br>- `, code as inline code. */
function asPhrasing(block: Content): PhrasingContent[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.children;
    case 'list':
      return block.children.flatMap((item, i) => [
        ...(i > 0 ? [lineBreak(1)] : []),
        text(block.ordered ? `${(block.start ?? 1) + i}. ` : '- '),
        ...item.children.flatMap(asPhrasing),
      ]);
    case 'code':
      return [inlineCode(block.value)];
    case 'blockquote':
      return block.children.flatMap(asPhrasing);
    case 'html':
      return [block];
    default:
      return [];
  }
}

/**
 * A doc comment's Markdown for one table cell, which holds a single line: paragraphs apart by
 * `<br><br>`, list items by `<br>`, line breaks inside a paragraph (or raw HTML) as spaces.
 */
export function cellContent(markdown: string, context: LinkContext): PhrasingContent[] {
  const phrasing = docBlocks(markdown, context).flatMap((block, i) => [
    ...(i > 0 ? [lineBreak(2)] : []),
    ...asPhrasing(block),
  ]);
  visit({ type: 'paragraph', children: phrasing }, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') {
      (node as Text).value = (node as Text).value.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
    }
  });
  return phrasing;
}

/** Markdown text with GitHub's extensions (tables, alerts), in the form every copy the site writes shares. */
export function serialize(nodes: readonly Content[]): string {
  return toMarkdown({ type: 'root', children: [...nodes] } as Root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    rule: '-',
    listItemIndent: 'one',
    fences: true,
  });
}
