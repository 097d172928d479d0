import { createMessageBudget } from '../../src/shared/live-example/message-budget';
import crypto from 'crypto';
import { iconNamesIn } from '../../gatsby/build-files/common-icons';
import { frameDocument, framePolicy } from '../../gatsby/build-files/frame-document';
import { createIconStore } from '../../src/live-preview/icon-store';
import { MAX_MESSAGE_LENGTH, readFrameMessage, readHostMessage } from '../../src/shared/live-example/protocol';

describe('live-example frame messages', () => {
  it('reads what the page sends the frame, and nothing of another shape', () => {
    const font = new ArrayBuffer(4);
    expect(readHostMessage({ type: 'rnp-live:run', runId: 3, code: 'x', bleed: false })).toEqual({
      type: 'rnp-live:run',
      runId: 3,
      code: 'x',
      bleed: false,
    });
    expect(readHostMessage({ type: 'rnp-live:theme', mode: 'dark', colors: null })).toEqual({
      type: 'rnp-live:theme',
      mode: 'dark',
      colors: null,
    });
    const colors = {
      light: { primary: '#006a6a', elevation: { level0: 'transparent', level1: 'rgb(238, 245, 244)' } },
      dark: { primary: '#4cdada', backdrop: 'rgba(51, 47, 55, 0.4)' },
    };
    expect(readHostMessage({ type: 'rnp-live:theme', mode: 'light', colors })).toEqual({
      type: 'rnp-live:theme',
      mode: 'light',
      colors,
    });
    expect(readHostMessage({ type: 'rnp-live:icons', font, glyphs: { camera: 0xf0100 } })).toEqual({
      type: 'rnp-live:icons',
      font,
      glyphs: { camera: 0xf0100 },
    });
    expect(readHostMessage({ type: 'rnp-live:runtime', source: 'void 0', extra: 1 })).toEqual({
      type: 'rnp-live:runtime',
      source: 'void 0',
    });
    for (const bad of [
      null,
      'rnp-live:run',
      { type: 'rnp-live:run', runId: -1, code: 'x' },
      { type: 'rnp-live:run', runId: 1.5, code: 'x' },
      { type: 'rnp-live:run', runId: 1, bleed: false },
      { type: 'rnp-live:run', runId: 1, code: 'x', bleed: 'yes' },
      { type: 'rnp-live:theme', mode: 'sepia', colors: null },
      { type: 'rnp-live:theme', mode: 'light' },
      // Colours are colours: nothing a style could read as anything else, no odd keys, no deep nesting.
      {
        type: 'rnp-live:theme',
        mode: 'light',
        colors: { light: { primary: 'url(https://x.example/a.png)' }, dark: {} },
      },
      { type: 'rnp-live:theme', mode: 'light', colors: { light: { primary: 'red; position: fixed' }, dark: {} } },
      { type: 'rnp-live:theme', mode: 'light', colors: { light: { __proto__x: '#fff' }, dark: {} } },
      { type: 'rnp-live:theme', mode: 'light', colors: { light: { a: { b: { c: '#fff' } } }, dark: {} } },
      { type: 'rnp-live:theme', mode: 'light', colors: { light: ['#fff'], dark: {} } },
      { type: 'rnp-live:theme', mode: 'light', colors: { light: {} } },
      {
        type: 'rnp-live:theme',
        mode: 'light',
        colors: { light: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`r${i}`, '#fff'])), dark: {} },
      },
      { type: 'rnp-live:icons', font: 'not a buffer', glyphs: null },
      { type: 'rnp-live:icons', font, glyphs: { camera: 'f0100' } },
      { type: 'rnp-live:runtime', source: 42 },
      { type: 'toString' },
      { type: '__proto__' },
    ]) {
      expect(readHostMessage(bad)).toBeNull();
    }
  });

  it('reads what the frame reports, cuts long messages, and drops lines that are not line numbers', () => {
    expect(readFrameMessage({ type: 'rnp-live:ready' })).toEqual({ type: 'rnp-live:ready' });
    expect(readFrameMessage({ type: 'rnp-live:blank', blank: true })).toEqual({ type: 'rnp-live:blank', blank: true });
    expect(readFrameMessage({ type: 'rnp-live:error', runId: 2, message: 'x'.repeat(5000), line: 4 })).toEqual({
      type: 'rnp-live:error',
      runId: 2,
      message: 'x'.repeat(MAX_MESSAGE_LENGTH),
      line: 4,
    });
    expect(readFrameMessage({ type: 'rnp-live:error', runId: 2, message: 'boom', line: '4' })).toMatchObject({
      line: null,
    });
    expect(readFrameMessage({ type: 'rnp-live:error', runId: 2, message: 'boom', line: -3 })).toMatchObject({
      line: null,
    });
    for (const bad of [
      undefined,
      [],
      { type: 'rnp-live:rendered' },
      { type: 'rnp-live:blank', blank: 'yes' },
      { type: 'rnp-live:error', runId: 1, message: {} },
      { type: 'hasOwnProperty' },
    ]) {
      expect(readFrameMessage(bad)).toBeNull();
    }
  });
});

describe('live-example frame document', () => {
  const bootstrap = '(()=>{parent.postMessage({type:"rnp-live:booted"},location.origin)})();';
  const html = frameDocument(bootstrap);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)![1];

  it('allows eval, its own inline script by hash, and no fetching of any kind', () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(bootstrap).digest('base64')}'`;
    expect(policy).toBe(framePolicy(bootstrap));
    expect(policy).toContain(`script-src ${hash} 'unsafe-eval'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/'self'|connect-src|https?:|\*/);
    expect(html).toContain(`<script>${bootstrap}</script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('the icons a first run draws', () => {
  const glyphs = { camera: 1, 'chevron-down': 2, heart: 3, text: 4 };

  it('are the quoted icon names in the sources, each once, sorted', () => {
    const sources = [
      `<Button icon="camera">`,
      `source: 'chevron-down'`,
      'icon={`heart`} and "camera" again',
      "'not-an-icon' 'Camera'",
    ];
    expect(iconNamesIn(sources, glyphs)).toEqual({ camera: 1, 'chevron-down': 2, heart: 3 });
  });

  it('never take a name from the object prototype', () => {
    expect(iconNamesIn(["'constructor' 'toString' '__proto__' 'hasOwnProperty'"], glyphs)).toEqual({});
  });
});

describe("the frame's icon store", () => {
  const added: unknown[] = [];
  beforeAll(() => {
    (global as any).FontFace = class {
      constructor(
        readonly family: string,
        readonly source: ArrayBuffer,
      ) {}
      load() {
        return Promise.resolve(this);
      }
    };
    (global as any).document = {
      fonts: {
        add: (face: unknown) => added.push(face),
        delete: (face: unknown) => added.splice(added.indexOf(face), 1),
      },
    };
  });
  afterAll(() => {
    delete (global as any).FontFace;
    delete (global as any).document;
  });

  it('draws the common icons at once, asks the page once for the rest, and swaps in the whole font', async () => {
    const ask = jest.fn();
    const store = createIconStore({ camera: 0xf0100 }, ask);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.codePoint('camera')).toBe(0xf0100);
    expect(ask).not.toHaveBeenCalled();
    expect(store.codePoint('rocket')).toBeNull();
    expect(store.codePoint('toString')).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(store.complete()).toBe(false);

    await store.setFont(new ArrayBuffer(1), null);
    expect(added).toHaveLength(1);
    const before = store.glyphs();
    await store.setFont(new ArrayBuffer(2), { camera: 0xf0100, rocket: 0xf0463 });
    expect(added).toHaveLength(1); // the whole font replaced the common one
    expect(store.glyphs()).not.toBe(before);
    expect(store.codePoint('rocket')).toBe(0xf0463);
    expect(store.complete()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('live examples: the budget of frame messages', () => {
  it('reads up to its allowance each second, counts the rest, and starts again the next second', () => {
    let time = 0;
    const budget = createMessageBudget(3, () => time);
    const admitted = Array.from({ length: 10 }, () => budget.admit());
    expect(admitted.filter(Boolean)).toHaveLength(3);
    expect(budget.takeDropped()).toBe(7);
    expect(budget.takeDropped()).toBe(0);
    time = 1000;
    expect(budget.admit()).toBe(true);
  });
});
