import { compileExample } from '../../src/shared/live-example/compile';
import { describeError, ExampleSyntaxError, ExampleTimeoutError } from '../../src/shared/live-example/example-error';
import { createGuard, GUARD_NAME, guardLoops } from '../../src/live-preview/loop-guard';

const BUDGET_MS = 50;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const guard = () =>
  createGuard(
    BUDGET_MS,
    () => performance.now(),
    (callback) => setTimeout(callback, 0),
  );

/** Runs code as the frame does: guarded, with the guard passed in by name. */
function run(code: string, withGuard = guard()): unknown {
  return new Function(GUARD_NAME, guardLoops(code))(withGuard);
}

/** What running the code threw, as the reader would see it. */
function thrown(code: string) {
  try {
    run(code);
  } catch (error) {
    return { error, shown: describeError(error) };
  }
  throw new Error('the code ran to its end');
}

describe('live examples: loop protection', () => {
  it.each([
    ['while (true) {}', 2],
    ['for (;;);', 2],
    ['do {} while (true);', 2],
    ['for (let i = 0; i >= 0; i++) { if (i < 0) break; }', 2],
    ['function* forever() { while (true) yield 1; }\nfor (const x of forever()) {}', 2],
    ['const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));\nfib(60);', 1],
    ['function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\nfib(60);', 1],
    ['while (true) { try { for (;;) {} } catch (e) {} }', 1],
  ])('stops `%s` with a clear error and the line it started on', (code, line) => {
    const { error, shown } = thrown(`const first = 1;\n${code}`);
    expect(error).toBeInstanceOf(ExampleTimeoutError);
    expect(shown.message).toMatch(/ran for over 0\.05 s without a pause and was stopped/);
    expect(shown.line).toBeGreaterThanOrEqual(line);
  });

  it('leaves code that finishes alone, with the same result and the same lines', () => {
    const code = `let total = 0;
for (let i = 0; i < 1000; i++) total += i;
const square = (n) => n * n;
let j = 0;
while (j < 3) j++;
return [total, square(j), [1, 2].map((n) => ({ n }))];`;
    expect(run(code)).toEqual([499500, 9, [{ n: 1 }, { n: 2 }]]);
    expect(guardLoops(code).split('\n')).toHaveLength(code.split('\n').length);
  });

  it('names the line that ran out of time when the same task calls the guard again (React renders again after a throw)', () => {
    const shared = guard();
    const loop = 'function Hang() {\n  while (true) {}\n}\nreturn Hang;';
    const Hang = run(loop, shared) as () => void;
    const lines = [Hang, Hang].map((render) => {
      try {
        render();
      } catch (error) {
        return (error as ExampleTimeoutError).line;
      }
    });
    expect(lines).toEqual([2, 2]);
  });

  it('gives the budget back once the code lets the browser have a turn', async () => {
    const shared = guard();
    const busy = `const end = Date.now() + ${BUDGET_MS * 0.6}; while (Date.now() < end) {}`;
    run(busy, shared);
    await nextTask();
    expect(() => run(busy, shared)).not.toThrow();
  });

  it("guards the compiled form of the library's examples without changing what they do", () => {
    const { code } = compileExample(`import * as React from 'react';
const items = ['a', 'b'];
export default function Example() {
  return <>{items.map((item) => <span key={item}>{item}</span>)}</>;
}`);
    const guarded = guardLoops(code);
    expect(guarded).toContain(`${GUARD_NAME}(`);
    expect(guarded.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('reports code acorn cannot read as a syntax error with its line', () => {
    expect(() => guardLoops('const a = 1;\nconst = 2;')).toThrow(ExampleSyntaxError);
    try {
      guardLoops('const a = 1;\nconst = 2;');
    } catch (error) {
      expect(describeError(error).line).toBe(2);
    }
  });
});

describe('live examples: what an error says', () => {
  it("says React's minified errors in words", () => {
    const error = new Error(
      'Minified React error #301; visit https://react.dev/errors/301 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.',
    );
    expect(describeError(error).message).toBe(
      'Error: The example sets state while it renders, so it renders again without end; React stopped it. (React error 301)',
    );
    expect(describeError(new Error('Minified React error #999; visit …')).message).toContain(
      'https://react.dev/errors/999',
    );
  });

  it('cuts a huge message before anything reads it', () => {
    const { message } = describeError(new Error('x'.repeat(10_000_000)));
    expect(message.length).toBeLessThan(2100);
    expect(describeError('y'.repeat(10_000_000)).message.length).toBeLessThan(2100);
  });
});
