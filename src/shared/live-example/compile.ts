import { transform } from 'sucrase';
import { REMOTE_IMAGE_MODULE } from './available-modules';
import { ExampleSyntaxError } from './example-error';

const REMOTE_URI = /(\buri\s*:\s*)(['"`])https?:\/\/[^'"`]*\2/g;
const HAS_DEFAULT_EXPORT = /^\s*export\s+default\b/m;
// A top-level component declaration: `const MyComponent =`, `function MyComponent(`, `class X`.
const TOP_LEVEL_COMPONENT = /^(?:const|let|var|function|class)\s+([A-Z][\w$]*)/gm;

interface CompileResult {
  /** CommonJS code that `run-example.ts` evaluates. */
  code: string;
}

/**
 * Rewrites what an example cannot do inside the site before it is compiled: remote image
 * addresses become a local image, so nothing leaves the site; an example that declares a
 * component without exporting it (some of the library's do) exports the last one declared.
 */
export function prepareExample(source: string): string {
  let code = source.replace(REMOTE_URI, (_, key: string) => `${key}require(${JSON.stringify(REMOTE_IMAGE_MODULE)})`);
  if (!HAS_DEFAULT_EXPORT.test(code)) {
    const names = [...code.matchAll(TOP_LEVEL_COMPONENT)].map((match) => match[1]);
    if (names.length > 0) code += `\nexport default ${names[names.length - 1]};\n`;
  }
  return code;
}

/**
 * TypeScript and JSX with `import` statements, as written in the docs, to CommonJS. Sucrase keeps
 * line numbers, so a runtime error's line is the reader's line. Syntax errors carry their line.
 */
export function compileExample(source: string): CompileResult {
  try {
    const { code } = transform(prepareExample(source), {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    return { code };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /\((\d+):(\d+)\)\s*$/.exec(message);
    throw new ExampleSyntaxError(message.replace(/\s*\(\d+:\d+\)\s*$/, ''), position ? Number(position[1]) : null);
  }
}
