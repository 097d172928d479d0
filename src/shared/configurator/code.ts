import type { ConfiguratorModel, Value } from './controls';

/** The module the preview's runtime answers with `action(name)`, which logs a callback under the preview. */
export const ACTIONS_MODULE = 'rnp-live:actions';

/** A colour control's value that names a theme role rather than a colour. */
export const THEME_ROLE_PREFIX = 'theme.colors.';

type Values = Readonly<Record<string, Value | undefined>>;

/** How the code is wanted, and the theme's colour roles (a colour naming one becomes `theme.colors.<role>`). */
interface CodeOptions {
  run: boolean;
  roles: readonly string[];
}

/** Longest opening tag kept on one line. */
const LINE = 72;

// JSX reads `&` as the start of an entity, so text with one is written as a string literal too.
const isPlainText = (text: string) => /^[^"\\\n{}<>&]*$/.test(text);

/** `theme.colors.primary` for a value that names one of the roles, else null. */
function themeRole(value: string, roles: readonly string[]): string | null {
  const role = value.startsWith(THEME_ROLE_PREFIX) ? value.slice(THEME_ROLE_PREFIX.length) : null;
  return role !== null && roles.includes(role) ? THEME_ROLE_PREFIX + role : null;
}

/**
 * One prop as JSX, built from its value: numbers and booleans as literals, text as a quoted,
 * escaped literal, and a theme role as an expression only once it is found in the role list.
 */
function attribute(name: string, value: Value, roles: readonly string[]): string {
  if (value === true) return name;
  if (typeof value === 'number') return Number.isFinite(value) ? `${name}={${value}}` : '';
  if (typeof value !== 'string') return `${name}={${value}}`;
  const role = themeRole(value, roles);
  if (role) return `${name}={${role}}`;
  return isPlainText(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`;
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

function element(tag: string, attributes: string[], children: string | null): string {
  const oneLine = `<${tag}${attributes.map((a) => ` ${a}`).join('')}`;
  const opening = oneLine.length <= LINE ? oneLine : `<${tag}\n${attributes.map((a) => `  ${a}`).join('\n')}\n`;
  if (children === null) return `${opening}${opening.endsWith('\n') ? '' : ' '}/>`;
  return `${opening}>\n${indent(children, '  ')}\n</${tag}>`;
}

/** The props that differ from where their controls start by default: what the code names. */
function changedValues(model: ConfiguratorModel, values: Values): [string, Value][] {
  return model.controls.flatMap((control): [string, Value][] => {
    const value = values[control.name];
    return value === undefined || value === control.initial || value === '' ? [] : [[control.name, value]];
  });
}

/** Each JSX tag's first name (`Appbar` for `<Appbar.Action`), in order of first use, in code of the site's own. */
function tagRoots(code: string): string[] {
  return [...new Set([...code.matchAll(/<([A-Z]\w*)/g)].map((match) => match[1]))];
}

/**
 * The imports the example needs. They are read from what the site wrote (the component, the
 * starting point's code), never from the reader's values, which the code only quotes.
 */
function imports(siteCode: string, themed: boolean, run: boolean): string {
  const roots = tagRoots(siteCode);
  const native = roots.filter((root) => root === 'View');
  const paper = roots.filter((root) => root !== 'View');
  if (themed) paper.push('useTheme');
  return [
    `import * as React from 'react';`,
    ...(native.length ? [`import { ${native.join(', ')} } from 'react-native';`] : []),
    `import { ${paper.join(', ')} } from 'react-native-paper';`,
    ...(run ? [`import { action } from '${ACTIONS_MODULE}';`] : []),
  ].join('\n');
}

/**
 * The example a configuration stands for, as the reader sees it (`run: false`: props that differ
 * from their defaults, and the callbacks the component requires) or as the preview runs it
 * (`run: true`: every callback logged under the preview).
 */
export function configuredCode(model: ConfiguratorModel, values: Values, { run, roles }: CodeOptions): string {
  const { component, starter } = model;
  const changed = changedValues(model, values);
  const code = starter.code ?? {};
  const attributes = [
    ...changed
      .filter(([name]) => name !== 'children')
      .map(([name, value]) => attribute(name, value, roles))
      .filter(Boolean),
    ...Object.entries(code)
      .filter(([name]) => name !== 'children')
      .map(([name, expression]) => `${name}={${expression}}`),
    ...model.actions
      .filter((name) => run || model.requiredActions.includes(name))
      .map((name) => `${name}={${run ? `action('${name}')` : '() => {}'}}`),
  ];
  const text = values.children;
  const children =
    code.children ??
    (typeof text === 'string' && text !== '' ? (isPlainText(text) ? text : `{${JSON.stringify(text)}}`) : null);
  let jsx = element(component, attributes, children);
  if (starter.inside) {
    const parentTag = /^<([\w.]+)/.exec(starter.inside)?.[1] ?? 'View';
    jsx = `${starter.inside}\n${indent(jsx, '  ')}\n</${parentTag}>`;
  }
  const name = `${component.replace(/\W/g, '')}Example`;
  const siteCode = [`<${component}`, starter.inside ?? '', ...Object.values(code)].join('\n');
  const themed =
    changed.some(([, value]) => typeof value === 'string' && themeRole(value, roles) !== null) ||
    siteCode.includes(THEME_ROLE_PREFIX);
  const theme = themed ? '  const theme = useTheme();\n' : '';
  return `${imports(siteCode, themed, run)}

export default function ${name}() {
${theme}  return (
${indent(jsx, '    ')}
  );
}
`;
}
