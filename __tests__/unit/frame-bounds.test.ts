/**
 * What bounds the live-example frame's messages (at the frame and at the page's door), and how code
 * an example makes from text at run time goes through the loop guard too.
 */
import vm from 'vm';
import { guardCodeFromText } from '../../src/live-preview/code-from-text';
import { createGuard, guardLoops } from '../../src/live-preview/loop-guard';
import {
  encodeFrameMessage,
  isActionName,
  MAX_FRAME_MESSAGE_LENGTH,
  readFrameText,
  type FrameMessage,
} from '../../src/shared/live-example/protocol';
import {
  describeError,
  ExampleSyntaxError,
  ExampleTimeoutError,
  MAX_ERROR_LENGTH,
} from '../../src/shared/live-example/example-error';

describe('live-example frame messages: bounded at the source and at the door', () => {
  it("takes a callback prop's name as an action's name, and nothing else, without reading a long one", () => {
    for (const name of ['onPress', 'onChangeText', `onA${'b'.repeat(40)}`]) expect(isActionName(name)).toBe(true);
    for (const name of ['press', 'onpress', 'on', `onA${'b'.repeat(41)}`, 'onPress()', 42, null, { length: 3 }])
      expect(isActionName(name)).toBe(false);
    // A 400 MB name is refused by its length, before the pattern could read it.
    const huge = { length: 400 * 1024 * 1024, toString: () => 'onPress' };
    expect(isActionName(huge)).toBe(false);
    expect(isActionName('onPress'.padEnd(10_000_000, 'x'))).toBe(false);
  });

  it('sends each message as text the page reads back as the same message', () => {
    const messages: FrameMessage[] = [
      { type: 'rnp-live:ready' },
      { type: 'rnp-live:rendered', runId: 3 },
      { type: 'rnp-live:error', runId: 3, message: 'TypeError: boom', line: 4 },
      { type: 'rnp-live:blank', blank: true },
      { type: 'rnp-live:need-icons' },
      { type: 'rnp-live:action', name: 'onPress', args: 'event' },
      { type: 'rnp-live:pong', seq: 9, dropped: 120 },
    ];
    for (const message of messages) expect(readFrameText(encodeFrameMessage(message))).toEqual(message);
  });

  it('fits the longest error the frame reports, even in characters JSON escapes six to one', () => {
    const { message } = describeError(new Error('\u0001'.repeat(10 * MAX_ERROR_LENGTH)));
    const text = encodeFrameMessage({ type: 'rnp-live:error', runId: 2 ** 40, message, line: 99999 });
    expect(text).not.toBeNull();
    expect(text!.length).toBeLessThanOrEqual(MAX_FRAME_MESSAGE_LENGTH);
  });

  it("does not send what the page would not read: an action's name that is no callback prop's, an overlong message", () => {
    const action = encodeFrameMessage({ type: 'rnp-live:action', name: 'x'.repeat(100), args: '' });
    expect(readFrameText(action)).toBeNull();
    expect(
      encodeFrameMessage({ type: 'rnp-live:error', runId: 1, message: 'x'.repeat(MAX_FRAME_MESSAGE_LENGTH), line: 1 }),
    ).toBeNull();
  });

  it('drops, unparsed, what is not text or is longer than the limit; drops text of another shape', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const ready = JSON.stringify({ type: 'rnp-live:ready' });
    for (const data of [
      { type: 'rnp-live:ready' },
      [ready],
      new ArrayBuffer(8),
      null,
      42,
      ready.padEnd(MAX_FRAME_MESSAGE_LENGTH + 1, ' '),
    ])
      expect(readFrameText(data)).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    for (const text of [
      '{not json',
      '"rnp-live:ready"',
      JSON.stringify({ type: 'rnp-live:action', name: 'onPress' }),
      JSON.stringify({ type: 'rnp-live:pong', seq: 1 }),
      JSON.stringify({ type: 'rnp-live:booted', extra: 'x'.repeat(10) }).replace('booted', 'unknown'),
    ])
      expect(readFrameText(text)).toBeNull();
    parse.mockRestore();
  });
});

describe('live-example frame: code made from text goes through the loop guard', () => {
  const BUDGET_MS = 50;
  /** A fresh realm, as the frame's window is, with its code from text guarded; runs code in it. */
  function guardedRealm() {
    const timers: unknown[] = [];
    const context = vm.createContext({
      setTimeout: (handler: unknown) => timers.push(handler),
      setInterval: (handler: unknown) => timers.push(handler),
    });
    const global = vm.runInContext('globalThis', context) as typeof globalThis;
    guardCodeFromText(
      global,
      createGuard(
        BUDGET_MS,
        () => performance.now(),
        (callback) => setTimeout(callback, 0),
      ),
    );
    // The timeout only ends the test if the guard did not.
    return { run: (code: string) => vm.runInContext(code, context, { timeout: 5000 }), timers };
  }

  /** What running the code threw. */
  function thrown(run: () => unknown): unknown {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('the code ran to its end');
  }

  it.each([
    ['eval', "eval('for(;;);')"],
    ['indirect eval', "(0, globalThis.eval)('for(;;);')"],
    ['Function', "Function('for(;;);')()"],
    ['new Function', "new Function('for(;;);')()"],
    ['Function with a loop in a parameter', "Function('a = (() => { for (;;); })()', 'return a')()"],
    ['the constructor chain', "(() => {}).constructor('for(;;){}')()"],
    ["a method's constructor", "[].map.constructor('while (true) {}')()"],
    ['the generator constructor', "(function* () {}).constructor('for(;;);')().next()"],
    ['Reflect.construct', "Reflect.construct(Function, ['for(;;);'])()"],
    ['eval inside eval', 'eval("eval(\'for(;;);\')")'],
  ])('stops %s as the guard stops a loop', (_, code) => {
    const { run } = guardedRealm();
    const error = thrown(() => run(code));
    expect(error).toBeInstanceOf(ExampleTimeoutError);
    expect(describeError(error).message).toMatch(/ran for over 0\.05 s without a pause and was stopped/);
  });

  it.each([
    ['the async constructor', "(async () => {}).constructor('for(;;);')()"],
    ['the async generator constructor', "(async function* () {}).constructor('for(;;);')().next()"],
  ])('stops %s, whose promise fails with the guard’s error', async (_, code) => {
    const { run } = guardedRealm();
    await expect(run(code)).rejects.toBeInstanceOf(ExampleTimeoutError);
  });

  it.each([
    ['setTimeout', "setTimeout('for(;;);', 0)"],
    ['setInterval', "setInterval('for(;;);', 10)"],
  ])('hands %s a guarded function for a string', (_, code) => {
    const { run, timers } = guardedRealm();
    run(code);
    expect(timers).toHaveLength(1);
    expect(typeof timers[0]).toBe('function');
    expect(thrown(timers[0] as () => void)).toBeInstanceOf(ExampleTimeoutError);
  });

  it('refuses code from text that names the guard or uses `with`, and the guard cannot be replaced', () => {
    const { run } = guardedRealm();
    for (const code of [
      "eval('var __rnpGuard = () => {}; for(;;);')",
      "eval('let \\\\u005f_rnpGuard = () => {}; for(;;);')",
      "Function('with ({ __rnp: 1 }) { for(;;); }')()",
    ])
      expect(thrown(() => run(code))).toBeInstanceOf(ExampleSyntaxError);
    run('globalThis.__rnpGuard = () => {}');
    // A TypeError of the context's realm.
    expect(thrown(() => run("Object.defineProperty(globalThis, '__rnpGuard', { value: () => {} })"))).toMatchObject({
      name: 'TypeError',
    });
    expect(thrown(() => run("eval('for(;;);')"))).toBeInstanceOf(ExampleTimeoutError);
  });

  it('leaves code from text that finishes working as before, and takes WebAssembly away', async () => {
    const { run, timers } = guardedRealm();
    expect(run("eval('1 + 2')")).toBe(3);
    expect(run('eval(42)')).toBe(42);
    expect(run("Function('a', 'b', 'return a + b')(2, 3)")).toBe(5);
    expect(run("new Function('return [1, 2].map((n) => n * 2).join()')()")).toBe('2,4');
    await expect(run("(async () => {}).constructor('return 7')()")).resolves.toBe(7);
    expect(run('(() => {}) instanceof Function && (async () => {}) instanceof Function')).toBe(true);
    expect(run('typeof WebAssembly')).toBe('undefined');
    run('setTimeout(() => 1, 0)');
    expect(timers).toHaveLength(1);
  });

  it("refuses example code that names the guard, which could otherwise hide it from a loop's guard call", () => {
    expect(() => guardLoops('{ const __rnpGuard = () => {}; while (true) {} }')).toThrow(ExampleSyntaxError);
  });
});
