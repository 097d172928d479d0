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
import { tokenClass } from '../../src/shared/code-tokens';
import type { HastElement, HastNode } from './hast';

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

/** Highlights code at build time into hast nodes; unknown languages stay plain text. */
export function highlight(code: string, language: string): HastNode[] {
  const name = ALIASES[language] ?? language;
  if (!refractor.registered(name)) return [{ type: 'text', value: code }];
  return withRoleClasses(refractor.highlight(code, name) as unknown as HastNode[]);
}
