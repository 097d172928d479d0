import type { CreatePagesArgs } from 'gatsby';
import type { PageDataOf } from './registry';
import { docVersions } from '../config/site-config';

type ExampleFixes = PageDataOf<'example-fixes.json'>;
type ExampleFix = ExampleFixes[string];

/** What the check reads of a ComponentDoc node. */
interface FixedComponent {
  title: string;
  /** The library's first usage example, if its doc comment has one. */
  usage: string | null;
}

/** An import statement, on one line or several, at the start of a line. */
const IMPORT = /^import\b[^;]*?\bfrom\s*['"][^'"\n]+['"];?/gm;

/**
 * The library's example with `imports` added after its own last import (at the top when it has none),
 * so the code reads as the library's with the lines it lacked.
 */
export function withImports(code: string, imports: readonly string[]): string {
  const last = [...code.matchAll(IMPORT)].at(-1);
  const lines = imports.join('\n');
  if (!last) return `${lines}\n\n${code}`;
  const end = last.index + last[0].length;
  return `${code.slice(0, end)}\n${lines}${code.slice(end)}`;
}

/**
 * Every problem of a version's example-fixes.json against its component pages: a title that is not
 * one of them, or imports for a page whose library example does not exist. Each line names the file
 * and the key.
 */
export function exampleFixProblems(
  fixes: Readonly<Record<string, Pick<ExampleFix, 'imports'>>>,
  components: readonly FixedComponent[],
  /** The file as its version's record names it: `content/6.x/data/example-fixes.json`. */
  file: string,
): string[] {
  const byTitle = new Map(components.map((component) => [component.title, component]));
  return Object.entries(fixes).flatMap(([title, fix]) => {
    const component = byTitle.get(title);
    if (!component)
      return [
        `${file}: "${title}" names no component page of this version; expected a component's title such as "Button" or "Appbar.Action".`,
      ];
    if (fix.imports && component.usage === null)
      return [
        `${file}: "${title}.imports" adds imports to the library's usage example, but ${title} has none; expected "file", an example of the site's own.`,
      ];
    return [];
  });
}

type FixNode = ExampleFix & { component: string; version: string; imports: string[] | null };

/**
 * The problems of each version's example fixes, once the component docs and the fixes are nodes;
 * from `createPages`, like the configurator's check.
 */
export function checkExampleFixes({ getNodesByType }: CreatePagesArgs): string[] {
  const docs = getNodesByType('ComponentDoc') as unknown as (FixedComponent & { version: string })[];
  const nodes = getNodesByType('ComponentExampleFix') as unknown as FixNode[];
  const problems = docVersions().flatMap((version) =>
    exampleFixProblems(
      Object.fromEntries(
        nodes
          .filter((node) => node.version === version.name)
          .map((node) => [node.component, { imports: node.imports ?? undefined }]),
      ),
      docs.filter((doc) => doc.version === version.name),
      `${version.pageData}/example-fixes.json`,
    ),
  );
  return problems;
}
