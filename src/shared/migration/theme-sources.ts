import { nodesOf, paperImports, parseSource, type AstNode } from './ast';

/**
 * Where a file's code gets Paper's theme from, beyond `useTheme()` itself: the app's own hooks that
 * return it (`const useAppTheme = () => useTheme<AppTheme>()`, as the theming guide recommends), found
 * in every file of the project, and the names a file gives them.
 */

/** The function a declaration names, when it is one: `function useAppTheme() {…}`, `const useAppTheme = () => …`. */
function functionsOf(program: AstNode): { name: string; body: AstNode }[] {
  const found: { name: string; body: AstNode }[] = [];
  for (const node of nodesOf(program)) {
    if (node.type === 'FunctionDeclaration' && node.id)
      found.push({ name: (node.id as AstNode).name as string, body: node.body as AstNode });
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier') {
      const init = node.init as AstNode | null;
      if (init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'))
        found.push({ name: (node.id as AstNode).name as string, body: init.body as AstNode });
    }
  }
  return found;
}

/** The name a call calls, `useTheme` of `useTheme<AppTheme>()`; null for any other callee. */
export const calleeName = (call: AstNode): string | null => {
  const callee = call.callee as AstNode;
  return callee.type === 'Identifier' ? (callee.name as string) : null;
};

/** Whether a function's body returns a call of one of `sources`: `() => useTheme()`, `{ return useAppTheme(); }`. */
function returnsCallOf(body: AstNode, sources: ReadonlySet<string>): boolean {
  const returned =
    body.type === 'BlockStatement'
      ? [...nodesOf(body)]
          .filter((node) => node.type === 'ReturnStatement')
          .map((node) => node.argument as AstNode | null)
      : [body];
  return returned.some((value) => {
    const call = value?.type === 'TSAsExpression' ? (value.expression as AstNode) : value;
    return call?.type === 'CallExpression' && sources.has(calleeName(call) ?? '');
  });
}

/** The local names in `program` that call for Paper's theme: its `useTheme`, and hooks of the project (`known`) or the file that return it. */
export function themeSourcesIn(program: AstNode, known: ReadonlySet<string> = new Set()): Set<string> {
  const sources = new Set(known);
  for (const { imported, local } of paperImports(program)) if (imported === 'useTheme') sources.add(local);
  const functions = functionsOf(program);
  // A hook may return another hook of the file: go on until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const { name, body } of functions)
      if (!sources.has(name) && returnsCallOf(body, sources)) {
        sources.add(name);
        added = true;
      }
  }
  return sources;
}

/** The hooks a file declares that return Paper's theme, for the other files of the project. */
export const themeHooksIn = (program: AstNode, known: ReadonlySet<string> = new Set()): Set<string> => {
  const own = new Set(functionsOf(program).map(({ name }) => name));
  return new Set([...themeSourcesIn(program, known)].filter((name) => own.has(name)));
};

/**
 * The theme hooks every file of a project declares, `read` giving each file's code (or null when it
 * cannot be read); a hook built on another file's hook is found on the next round.
 */
export function projectThemeHooks(files: readonly string[], read: (file: string) => string | null): Set<string> {
  const programs = new Map<string, AstNode | null>();
  const programOf = (file: string) => {
    if (!programs.has(file)) {
      const code = read(file);
      const parsed = code === null ? null : parseSource(code, file);
      programs.set(file, parsed && 'program' in parsed ? parsed.program : null);
    }
    return programs.get(file) ?? null;
  };
  let hooks = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const next = new Set(hooks);
    for (const file of files) {
      const program = programOf(file);
      if (program) for (const hook of themeHooksIn(program, hooks)) next.add(hook);
    }
    if (next.size === hooks.size) break;
    hooks = next;
  }
  return hooks;
}
