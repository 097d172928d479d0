import { isExternal } from '../../src/shared/routes';
import { nodesToHtml } from './highlighter';
import type { HastElement, HastNode, HastRoot } from './hast';

/** Elements MDX renders as themselves: no component of ours gives them behaviour. */
const PLAIN = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'code', 'strong', 'em', 'del', 'br', 'kbd', 'sub', 'sup']);

/**
 * Links are plain too when they leave the site or point into the page; a link to another page
 * of the site needs Gatsby's Link (prefetch, navigation in the app), so its paragraph stays React.
 */
function isPlain(node: HastNode): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false; // MDX's own nodes: components and expressions
  const element = node as HastElement;
  const href = element.tagName === 'a' ? String(element.properties?.href ?? '') : null;
  const plainTag = PLAIN.has(element.tagName) || (href !== null && (isExternal(href) || href.startsWith('#')));
  return plainTag && element.children.every(isPlain);
}

/** External links open in a new tab, as the site's Link component makes them. */
function asLinkComponentWould(node: HastNode): void {
  if (node.type !== 'element') return;
  const element = node as HastElement;
  if (element.tagName === 'a' && isExternal(String(element.properties?.href))) {
    element.properties = { ...element.properties, target: '_blank', rel: 'noopener noreferrer' };
  }
  element.children.forEach(asLinkComponentWould);
}

/** `{ __html: html }` as the ESTree program MDX expects behind an attribute's expression. */
function innerHtmlExpression(html: string) {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `{__html: ${JSON.stringify(html)}}`,
    data: {
      estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: object }] },
    },
  };
}

/**
 * Guides: a top-level paragraph, list or quote made only of plain text and inline markup goes to
 * the page as one HTML string (`<p dangerouslySetInnerHTML>`) instead of an element per word in
 * bold or code. The HTML is the same; the guide's JavaScript is smaller and React hydrates far
 * fewer elements. Blocks with a component, an expression or a link to another page stay React.
 */
export default function rehypeStaticHtml() {
  return (tree: HastRoot): void => {
    tree.children = tree.children.map((node) => {
      if (node.type !== 'element' || !isPlain(node)) return node;
      const element = node as HastElement;
      if (Object.keys(element.properties ?? {}).length > 0) return node;
      element.children.forEach(asLinkComponentWould);
      return {
        type: 'mdxJsxFlowElement',
        name: element.tagName,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: innerHtmlExpression(nodesToHtml(element.children)),
          },
        ],
        children: [],
      };
    });
  };
}
