import { marked } from 'marked';
import { highlight } from '../mdx/highlighter';
import type { HastNode } from '../mdx/hast';
import { escapeHtml } from '../../src/shared/escape-html';

/** Serialises the small hast trees the highlighter makes (spans with classes, text). */
function toHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value ?? '');
      const element = node as { tagName: string; properties?: { className?: string[] }; children: HastNode[] };
      const className = element.properties?.className?.join(' ');
      return `<${element.tagName}${className ? ` class="${escapeHtml(className)}"` : ''}>${toHtml(element.children)}</${element.tagName}>`;
    })
    .join('');
}

/** Code highlighted at build time, as HTML for a <code> element. */
export function highlightToHtml(code: string, language: string): string {
  return toHtml(highlight(code, language));
}

/** A few doc comments break lines with `</br>`, which is not HTML: the `<br>` it means. */
export const docComment = (markdown: string): string => markdown.replace(/<\/br>/g, '<br>');

/**
 * Markdown from doc comments, rendered at build time with highlighted code. Code blocks and tables
 * scroll sideways when too wide, so they take keyboard focus (marked escapes these tags in text).
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(docComment(markdown), {
    gfm: true,
    highlight: (code, language) => highlightToHtml(code, language || 'tsx'),
    langPrefix: 'language-',
  });
  return html.replace(/<(pre|table)>/g, '<$1 tabindex="0">');
}
