import type React from 'react';
import { EXAMPLE_SOURCE_URL } from '../shared/live-example/files';
import { GUARD_NAME, guardLoops } from './loop-guard';

/**
 * The real `Function`, taken when the runtime loads: start-runtime.tsx then puts a guarded one in
 * the frame's window (code-from-text.ts), which would guard the example's code a second time.
 */
const CompileFunction = Function;

/** What an example may import: module name -> its exports. */
export type ModuleMap = Readonly<Record<string, unknown>>;

/** Resolves a name the module map has no entry for, or returns undefined (images, for one). */
export type Fallback = (name: string) => unknown;

export class MissingModuleError extends Error {
  constructor(
    readonly moduleName: string,
    available: readonly string[],
  ) {
    super(`The live example cannot import "${moduleName}". Modules available here: ${available.join(', ')}.`);
    this.name = 'MissingModuleError';
  }
}

/**
 * Evaluates an example compiled by `compileExample` and returns its default export, the
 * component to render. `require` answers from the module map only: the frame's own bundle, so
 * an example can never fetch code. Its loops and functions call `guard` (see loop-guard.ts).
 */
export function runExample(
  compiled: string,
  modules: ModuleMap,
  guard: (line: number) => void,
  fallback: Fallback = () => undefined,
): React.ComponentType {
  const require = (name: string) => {
    if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name];
    const resolved = fallback(name);
    if (resolved === undefined)
      throw new MissingModuleError(
        name,
        Object.keys(modules).filter((key) => !key.includes(':')),
      );
    return resolved;
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // Examples are code the reader sees and edits; this runs inside the sandboxed frame only.
  new CompileFunction(
    'require',
    'module',
    'exports',
    GUARD_NAME,
    `${guardLoops(compiled)}\n//# sourceURL=${EXAMPLE_SOURCE_URL}`,
  )(require, module, module.exports, guard);
  const component = module.exports.default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    throw new Error('The example has no default export to show: end it with `export default MyComponent;`.');
  }
  return component as React.ComponentType;
}
