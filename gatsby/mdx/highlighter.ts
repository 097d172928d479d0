import refractor from 'refractor/core';
import bash from 'refractor/lang/bash';
import diff from 'refractor/lang/diff';
import json from 'refractor/lang/json';
import tsx from 'refractor/lang/tsx';
import typescript from 'refractor/lang/typescript';
import jsx from 'refractor/lang/jsx';
import markup from 'refractor/lang/markup';
import css from 'refractor/lang/css';
import yaml from 'refractor/lang/yaml';
import type { Root } from 'hast';
import { tokenClass } from '../../src/shared/code-tokens';
import { isElement, type HastElement, type HastNode } from './hast';
import { toHtml } from './unified-stack';

[markup, css, bash, diff, json, jsx, typescript, tsx, yaml].forEach((language) => refractor.register(language));

const ALIASES: Record<string, string> = {
  js: 'jsx',
  javascript: 'jsx',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
  yml: 'yaml',
};

/** Prism's token spans with our short role classes; tokens no role colours become their text. */
function withRoleClasses(nodes: HastNode[]): HastNode[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    const element = node as HastElement;
    const children = withRoleClasses(element.children);
    const className = tokenClass((element.properties?.className as string[] | undefined) ?? []);
    return className ? [{ ...element, properties: { className: [className] }, children }] : children;
  });
}

const roleOf = (node: HastNode) => (isElement(node) ? (node.properties?.className as string[])[0] : undefined);
const isBlank = (node: HastNode) => node.type === 'text' && !/\S/.test((node as { value: string }).value);

/**
 * Neighbouring tokens of one role become one span (`}` `,` → `},`), with any blank text between
 * them: the same colours with far fewer elements in a page.
 */
function mergeSameRole(nodes: HastNode[]): HastNode[] {
  const merged: HastNode[] = [];
  for (const node of nodes) {
    const role = roleOf(node);
    const last = merged.length - 1;
    const gap = last > 0 && isBlank(merged[last]) ? 1 : 0;
    const previous = merged[last - gap];
    if (role && previous && roleOf(previous) === role) {
      const between = merged.splice(last - gap + 1);
      (previous as HastElement).children.push(...between, ...(node as HastElement).children);
    } else {
      merged.push(node);
    }
  }
  return merged;
}

/** Highlights code at build time into hast nodes; unknown languages stay plain text. */
export function highlight(code: string, language: string): HastNode[] {
  const name = ALIASES[language] ?? language;
  if (!refractor.registered(name)) return [{ type: 'text', value: code }];
  return mergeSameRole(withRoleClasses(refractor.highlight(code, name) as unknown as HastNode[]));
}

/** Named character references (`&lt;`) are shorter than hexadecimal ones. */
const HTML_OPTIONS = { allowDangerousHtml: true, characterReferences: { useNamedReferences: true } };

/** Hast nodes (highlighted code, a doc comment) as HTML. */
export const nodesToHtml = (nodes: HastNode[]): string =>
  toHtml({ type: 'root', children: nodes } as unknown as Root, HTML_OPTIONS);

/** Code highlighted at build time, as HTML for a <code> element. */
export const highlightToHtml = (code: string, language: string): string => nodesToHtml(highlight(code, language));
