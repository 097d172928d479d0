import { nodesToHtml } from './highlighter';
import rehypeHighlightCode from './rehype-highlight-code';
import { walkElements, type HastRoot } from './hast';
import { remarkGfm, remarkParse, remarkRehype, unified } from './unified-stack';

/** A few doc comments break lines with `</br>`, which is not HTML: the `<br>` it means. */
export const docComment = (markdown: string): string => markdown.replace(/<\/br>/g, '<br>');

/** Doc comments' code is TypeScript unless the fence names a language. */
function defaultLanguage(tree: HastRoot): void {
  walkElements(tree, (element, parent) => {
    const className = (element.properties?.className as string[] | undefined) ?? [];
    const inPre = parent.type === 'element' && (parent as { tagName?: string }).tagName === 'pre';
    if (element.tagName === 'code' && inPre && !className.some((name) => name.startsWith('language-'))) {
      element.properties = { ...element.properties, className: [...className, 'language-tsx'] };
    }
  });
}

/** Code blocks and tables scroll sideways when too wide, so they take keyboard focus. */
function focusableScrollers(tree: HastRoot): void {
  walkElements(tree, (element) => {
    if (element.tagName === 'pre' || element.tagName === 'table')
      element.properties = { ...element.properties, tabIndex: 0 };
  });
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true });

/** Markdown from doc comments, rendered at build time with the guides' stack and highlighter. */
export function renderMarkdown(markdown: string): string {
  const tree = processor.runSync(processor.parse(docComment(markdown))) as unknown as HastRoot;
  for (const step of [defaultLanguage, rehypeHighlightCode(), focusableScrollers]) step(tree);
  return nodesToHtml(tree.children);
}
