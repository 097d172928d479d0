import { parseCodeMeta } from './code-meta';
import { highlight, nodesToHtml } from './highlighter';
import { isElement, textOf, walkElements, type HastRoot } from './hast';

interface Options {
  /**
   * Guides: hand the block's highlighted code to the page as one HTML string (the <pre>'s `html`
   * property, which CodeBlock sets as its code's inner HTML) instead of an element per token. A
   * guide's JavaScript is then less than half the size, and React has nothing to hydrate inside.
   */
  asHtml?: boolean;
}

/**
 * Highlights fenced code at build time, so pages ship no highlighter, and
 * moves the fence's language and title onto the <pre> for the CodeBlock.
 */
export default function rehypeHighlightCode({ asHtml = false }: Options = {}) {
  return (tree: HastRoot): void => {
    walkElements(tree, (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child) => isElement(child, 'code'));
      if (!code || !isElement(code)) return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = parseCodeMeta(code.data?.meta);
      const source = textOf(code).replace(/\n$/, '');
      const tokens = highlight(source, language);
      pre.properties = { ...pre.properties, dataLanguage: language, ...(meta.title ? { dataTitle: meta.title } : {}) };
      if (asHtml) {
        pre.properties.html = nodesToHtml(tokens);
        pre.children = [];
      } else {
        code.children = tokens;
      }
    });
  };
}
