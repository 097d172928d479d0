import { exampleLine } from '../shared/live-example/example-error';
import { GUARD_NAME, guardLoops } from './loop-guard';

/**
 * The loop guard (loop-guard.ts) sees the code it compiled; code an example makes from text at run
 * time would run without it: `eval('for(;;);')`, `Function('for(;;);')()`, the same constructor
 * reached through any function (`(() => {}).constructor(…)`, and its async and generator kinds),
 * and a timer given a string. The frame's policy must allow `unsafe-eval` (the runtime and the
 * examples are evaluated), so in the frame's window each of these goes through the guard too:
 * the text is guarded as an example is, then evaluated at the global scope, where the guard is
 * under its name for good (a property nothing can replace, and guardLoops refuses code that names
 * it). The guard's error names the line of the example that made the code. WebAssembly, whose loops
 * no guard can enter, is taken away. `eval` is always the global one (no access to the caller's
 * variables); what a browser tool evaluates in the frame goes through the guard as well.
 */
export function guardCodeFromText(win: typeof globalThis, guard: (line: number | null) => void): void {
  const globalEval = win.eval;
  const OriginalFunction = win.Function;
  Object.defineProperty(win, GUARD_NAME, { value: guard, writable: false, enumerable: false, configurable: false });

  /** Evaluates text as guarded code at the global scope; `line`: the example's line that made it. */
  const evaluate = (text: string, line: number | null): unknown => globalEval(guardLoops(text, line));
  /** The line of the example's code that called the function that calls this. */
  const callerLine = () => exampleLine(String(new Error().stack));

  function guardedEval(code: unknown): unknown {
    return typeof code === 'string' ? evaluate(code, callerLine()) : code;
  }

  /** A function constructor (`Function`, `AsyncFunction` …) that builds its function from guarded text. */
  const guardedConstructor = (kind: string) =>
    function guardedFunction(...args: unknown[]): unknown {
      const texts = args.map(String);
      const body = texts.pop() ?? '';
      return evaluate(`(${kind} anonymous(${texts.join(',')}\n) {\n${body}\n})`, callerLine());
    };

  const replace = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, { ...Object.getOwnPropertyDescriptor(target, key), value });

  const GuardedFunction = guardedConstructor('function');
  // `instanceof Function` and `Function.prototype.call` keep reading the real prototype.
  Object.defineProperty(GuardedFunction, 'prototype', { value: OriginalFunction.prototype });
  replace(OriginalFunction.prototype, 'constructor', GuardedFunction);
  replace(win, 'Function', GuardedFunction);
  // The async, generator and async generator functions' constructors, from the window's own realm.
  const kinds = new OriginalFunction('return [async function () {}, function* () {}, async function* () {}]')();
  const names = ['async function', 'function*', 'async function*'];
  (kinds as object[]).forEach((kind, index) => {
    const prototype = Object.getPrototypeOf(kind);
    const guarded = guardedConstructor(names[index]);
    Object.defineProperty(guarded, 'prototype', { value: prototype });
    replace(prototype, 'constructor', guarded);
  });
  replace(win, 'eval', guardedEval);

  type Timer = (handler: unknown, ...rest: unknown[]) => number;
  const guardedTimer = (timer: Timer): Timer =>
    function guardedTimer(handler, ...rest) {
      if (typeof handler === 'function') return timer.call(win, handler, ...rest);
      const text = String(handler);
      const line = callerLine();
      return timer.call(win, () => evaluate(text, line), ...rest);
    };
  replace(win, 'setTimeout', guardedTimer(win.setTimeout as unknown as Timer));
  replace(win, 'setInterval', guardedTimer(win.setInterval as unknown as Timer));
  delete (win as { WebAssembly?: unknown }).WebAssembly;
}
