import { parseCodeMeta } from './code-meta';
import { highlight } from './highlighter';
import { isElement, textOf, walkElements, type HastRoot } from './hast';

/**
 * Highlights fenced code at build time, so pages ship no highlighter, and
 * moves the fence's language and title onto the <pre> for the CodeBlock.
 */
export default function rehypeHighlightCode() {
  return (tree: HastRoot): void => {
    walkElements(tree, (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child) => isElement(child, 'code'));
      if (!code || !isElement(code)) return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = parseCodeMeta(code.data?.meta);
      const source = textOf(code).replace(/\n$/, '');
      code.children = highlight(source, language);
      pre.properties = { ...pre.properties, dataLanguage: language, ...(meta.title ? { dataTitle: meta.title } : {}) };
    });
  };
}
