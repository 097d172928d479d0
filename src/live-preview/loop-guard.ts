import { parse, tokTypes, type Node, type Token } from 'acorn';
import { simple } from 'acorn-walk';
import { ExampleSyntaxError, ExampleTimeoutError } from '../shared/live-example/example-error';

/** The name compiled examples call their guard by; `run-example.ts` passes it in. */
export const GUARD_NAME = '__rnpGuard';

/**
 * How long the example's code may run without giving the browser a turn. Where the frame shares
 * the page's process (phones, or Chromium without site isolation) the page waits as long, so this
 * is what a reader waits at most before the page answers again.
 */
const RUN_BUDGET_MS = 500;

type Insertion = [position: number, text: string];

/** Code that makes the node's body call the guard first: inside its braces, or braces added around it. */
function guardBody(body: Node, line: number | null, expression: boolean): Insertion[] {
  const call = `${GUARD_NAME}(${line})`;
  if (body.type === 'BlockStatement') return [[body.start + 1, `${call};`]];
  // An arrow's expression body, or a loop's single statement: the added text keeps to one line, so
  // every line of the reader's code keeps its number.
  return expression
    ? [
        [body.start, `(${call},`],
        [body.end, ')'],
      ]
    : [
        [body.start, `{${call};`],
        [body.end, '}'],
      ];
}

/**
 * Compiled example code with a guard call at the top of every loop's body and every function's
 * body, so a loop that never ends, or a recursion that runs long, stops with an error instead of
 * freezing the preview (and the page, where they share a process). Parsed with acorn; the added
 * text never adds a line. Code that names the guard (it could hide it behind a name of its own) or
 * uses `with` (which could hide it behind an object's property) is refused. `line`: the line every
 * guard call names, for code made from text at run time (code-from-text.ts); by default, each its own.
 */
export function guardLoops(compiled: string, line?: number | null): string {
  let tree: Node;
  const refused: Token[] = [];
  const onToken = (token: Token) => {
    if (
      (token.type === tokTypes.name && (token as { value?: unknown }).value === GUARD_NAME) ||
      token.type === tokTypes._with
    )
      refused.push(token);
  };
  try {
    tree = parse(compiled, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      locations: true,
      onToken,
    });
  } catch (error) {
    const at = (error as { loc?: { line: number } }).loc?.line ?? null;
    throw new ExampleSyntaxError(
      error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error),
      line === undefined ? at : line,
    );
  }
  if (refused.length > 0) {
    const [token] = refused;
    throw new ExampleSyntaxError(
      token.type === tokTypes._with
        ? '`with` is not available in live examples.'
        : `${GUARD_NAME} is a name the live example keeps for itself.`,
      line === undefined ? (token.loc?.start.line ?? null) : line,
    );
  }
  const insertions: Insertion[] = [];
  const lineOf = (node: Node) => (line === undefined ? node.loc!.start.line : line);
  const loop = (node: Node & { body: Node }) => insertions.push(...guardBody(node.body, lineOf(node), false));
  const fn = (node: Node & { body: Node }) => insertions.push(...guardBody(node.body, lineOf(node), true));
  simple(tree, {
    WhileStatement: loop,
    DoWhileStatement: loop,
    ForStatement: loop,
    ForInStatement: loop,
    ForOfStatement: loop,
    FunctionDeclaration: fn,
    FunctionExpression: fn,
    ArrowFunctionExpression: fn,
  } as Parameters<typeof simple>[1]);
  // From the end, so each position still points where it did in the original text.
  insertions.sort((a, b) => b[0] - a[0]);
  let code = compiled;
  for (const [position, text] of insertions) code = code.slice(0, position) + text + code.slice(position);
  return code;
}

/** Calls `callback` as soon as the current task ends: a message on a channel of its own, which the example cannot reach. */
function afterThisTask(): (callback: () => void) => void {
  const channel = new MessageChannel();
  let pending: () => void = () => undefined;
  channel.port1.onmessage = () => pending();
  return (callback) => {
    pending = callback;
    channel.port2.postMessage(null);
  };
}

/**
 * The guard the compiled example calls: it throws once the example's code has run for `budgetMs`
 * since it last let the browser have a turn. The clock starts at the first call in a task and
 * stops when the task ends.
 */
export function createGuard(
  budgetMs = RUN_BUDGET_MS,
  now = () => performance.now(),
  schedule = afterThisTask(),
): (line: number | null) => void {
  let started: number | null = null;
  // The line that ran out of time: React renders a component again after it throws, and the
  // guard at the component's first line then throws too; the reader needs the loop's line.
  let stoppedAt: number | null = null;
  return (line: number | null) => {
    const time = now();
    if (started === null) {
      started = time;
      schedule(() => (started = stoppedAt = null));
    } else if (time - started > budgetMs) {
      throw new ExampleTimeoutError(budgetMs, (stoppedAt ??= line));
    }
  };
}
