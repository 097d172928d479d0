/** Minimal hast shapes used by our rehype plugins (kept local so they need no ESM-only typings). */
interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
  data?: { meta?: string | null };
}
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}
export type HastNode = HastText | HastElement | HastRoot | { type: string; children?: HastNode[]; value?: string };

export function isElement(node: HastNode, tagName?: string): node is HastElement {
  return node.type === 'element' && (!tagName || (node as HastElement).tagName === tagName);
}

/** Calls `visit` for every element below `node`, depth first. */
export function walkElements(node: HastNode, visit: (element: HastElement, parent: HastNode) => void): void {
  for (const child of (node as { children?: HastNode[] }).children ?? []) {
    if (isElement(child)) visit(child, node);
    walkElements(child, visit);
  }
}

export function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as HastText).value;
  return ((node as { children?: HastNode[] }).children ?? []).map(textOf).join('');
}
