/**
 * The messages between a page and its live-example frame. The frame says it booted with
 * `postMessage` to its parent; the page answers with the runtime and a `MessagePort`, and from
 * then on both sides talk only over that channel. The page stops reading its window's messages
 * from the frame, so what the example's code posts to `parent` or `top` is never even read. Each
 * side reads what it receives through `readHostMessage` / `readFrameMessage`, which answer null
 * for anything of another shape, and both sides report and read within a budget (`src/shared/live-example/message-budget.ts`).
 * Over the channel the frame sends each message as JSON text of at most `MAX_FRAME_MESSAGE_LENGTH`
 * characters (`encodeFrameMessage`), so the page reads a flat string whose length it checks before
 * parsing it (`readFrameText`), never an object of the example's making.
 */

import { MAX_ERROR_LENGTH } from './example-error';

export type PreviewMode = 'light' | 'dark';

/** Icon name -> code point in the icon font. */
export type Glyphs = Record<string, number>;

/** Theme colours by role (`primary`), or a group of them (`elevation`: `level0` …), as `#rrggbb` or `rgba(…)`. */
export type ColorOverrides = Record<string, string | Record<string, string>>;

/** Colours to use in place of the version's own, per colour mode (the home page's recoloured screen). */
export type PreviewColors = Record<PreviewMode, ColorOverrides>;

/** Page -> frame. */
export type HostMessage =
  /** The frame's code, fetched by the page (so it also comes from the page's offline cache). */
  | { type: 'rnp-live:runtime'; source: string }
  /** An icon font, and the names it draws beyond those the runtime knows (none for the common font). */
  | { type: 'rnp-live:icons'; font: ArrayBuffer; glyphs: Glyphs | null }
  /** The colour mode, and colours in place of the theme's own, or null for its own. */
  | { type: 'rnp-live:theme'; mode: PreviewMode; colors: PreviewColors | null }
  /** An example compiled to CommonJS; `runId` comes back with what it did. `bleed`: a whole screen, drawn edge to edge. */
  | { type: 'rnp-live:run'; runId: number; code: string; bleed: boolean }
  /** Are you still answering? (the page's watchdog) */
  | { type: 'rnp-live:ping'; seq: number };

/** The name under which bootstrap.ts hands the runtime its port to the page (`__PREVIEW_PORT__`). */
export const RUNTIME_PORT_PARAM = '__PREVIEW_PORT__';

/** Frame -> page. */
export type FrameMessage =
  /** The frame's document loaded, on an opaque origin, and waits for its runtime. */
  | { type: 'rnp-live:booted' }
  /** The runtime runs and takes examples. */
  | { type: 'rnp-live:ready' }
  | { type: 'rnp-live:rendered'; runId: number }
  | { type: 'rnp-live:error'; runId: number; message: string; line: number | null }
  /** Whether the preview shows nothing (no text, no image). */
  | { type: 'rnp-live:blank'; blank: boolean }
  /** The example draws an icon the common font lacks. */
  | { type: 'rnp-live:need-icons' }
  /** A callback the configurator logs was called: its prop's name and its arguments, summarised. */
  | { type: 'rnp-live:action'; name: string; args: string }
  /** The answer to a ping: the frame's code gives the browser a turn. `dropped`: reports the frame left out since the last pong. */
  | { type: 'rnp-live:pong'; seq: number; dropped: number };

/** What the frame says of a run (the page's useExampleRun reads these; usePreviewFrame, the rest). */
export type RunMessage = Extract<
  FrameMessage,
  { type: 'rnp-live:rendered' | 'rnp-live:error' | 'rnp-live:blank' | 'rnp-live:action' }
>;

/** Longest error message the page shows; the rest is cut. */
export const MAX_MESSAGE_LENGTH = MAX_ERROR_LENGTH;
/** Longest summary of a logged callback's arguments the page shows. */
export const MAX_ARGS_LENGTH = 200;
/** What `action(name)` takes: a callback prop's name (`onPress`). The frame refuses any other; the page drops it. */
const ACTION_NAME = /^on[A-Z]\w{0,40}$/;
const MAX_ACTION_NAME_LENGTH = 43;
/** True for a callback prop's name; its length is checked before the pattern reads it. */
export const isActionName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_ACTION_NAME_LENGTH && ACTION_NAME.test(value);
/**
 * The longest text a frame message may take (the largest, an error, is 2,000 characters before JSON
 * escapes them). The page drops a longer one unparsed.
 */
export const MAX_FRAME_MESSAGE_LENGTH = 16 * 1024;

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null;
const isRunId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCount = isRunId;
const isMode = (value: unknown): value is PreviewMode => value === 'light' || value === 'dark';

/** At most this many roles per mode; Paper's themes have under 60. */
const MAX_ROLES = 100;
const ROLE = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
/** A colour the page sends: hex, rgb()/rgba() of numbers, or `transparent`. Nothing that could be read as anything else. */
const COLOR = /^(transparent|#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?(\s*,\s*[\d.]+%?){2,3}\s*\))$/;

function isOverrides(value: unknown, depth = 0): value is ColorOverrides {
  if (!isRecord(value) || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_ROLES &&
    entries.every(
      ([role, color]) =>
        ROLE.test(role) && ((typeof color === 'string' && COLOR.test(color)) || (depth === 0 && isOverrides(color, 1))),
    )
  );
}

const isPreviewColors = (value: unknown): value is PreviewColors =>
  isRecord(value) && isOverrides(value.light) && isOverrides(value.dark);

function isGlyphs(value: unknown): value is Glyphs {
  return isRecord(value) && Object.values(value).every((codePoint) => Number.isInteger(codePoint));
}

/** A reader for each message type: a type added to the union without one fails to compile. */
type Readers<M extends { type: string }> = { [T in M['type']]: (data: Record_) => Extract<M, { type: T }> | null };

/** What to do with each message type a side receives: a type added without a handler fails to compile. */
export type Handlers<M extends { type: string }> = { [T in M['type']]: (message: Extract<M, { type: T }>) => void };

/** Hands a message to its type's handler. */
export function dispatch<M extends { type: string }>(handlers: Handlers<M>, message: M): void {
  (handlers[message.type as M['type']] as (message: M) => void)(message);
}

/** The message in `data` if its type is one `readers` knows and it has that type's shape; null otherwise. */
function readWith<M extends { type: string }>(readers: Readers<M>, data: unknown): M | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !Object.hasOwn(readers, data.type)) return null;
  return readers[data.type as M['type']](data);
}

const HOST_READERS: Readers<HostMessage> = {
  'rnp-live:runtime': (data) =>
    typeof data.source === 'string' ? { type: 'rnp-live:runtime', source: data.source } : null,
  'rnp-live:icons': (data) =>
    data.font instanceof ArrayBuffer && (data.glyphs === null || isGlyphs(data.glyphs))
      ? { type: 'rnp-live:icons', font: data.font, glyphs: data.glyphs }
      : null,
  'rnp-live:theme': (data) =>
    isMode(data.mode) && (data.colors === null || isPreviewColors(data.colors))
      ? { type: 'rnp-live:theme', mode: data.mode, colors: data.colors }
      : null,
  'rnp-live:run': (data) =>
    isRunId(data.runId) && typeof data.code === 'string' && typeof data.bleed === 'boolean'
      ? { type: 'rnp-live:run', runId: data.runId, code: data.code, bleed: data.bleed }
      : null,
  'rnp-live:ping': (data) => (isRunId(data.seq) ? { type: 'rnp-live:ping', seq: data.seq } : null),
};

const FRAME_READERS: Readers<FrameMessage> = {
  'rnp-live:booted': () => ({ type: 'rnp-live:booted' }),
  'rnp-live:ready': () => ({ type: 'rnp-live:ready' }),
  'rnp-live:need-icons': () => ({ type: 'rnp-live:need-icons' }),
  'rnp-live:rendered': (data) => (isRunId(data.runId) ? { type: 'rnp-live:rendered', runId: data.runId } : null),
  'rnp-live:pong': (data) =>
    isRunId(data.seq) && isCount(data.dropped) ? { type: 'rnp-live:pong', seq: data.seq, dropped: data.dropped } : null,
  'rnp-live:action': (data) =>
    isActionName(data.name) && typeof data.args === 'string'
      ? { type: 'rnp-live:action', name: data.name, args: data.args.slice(0, MAX_ARGS_LENGTH) }
      : null,
  'rnp-live:blank': (data) => (typeof data.blank === 'boolean' ? { type: 'rnp-live:blank', blank: data.blank } : null),
  'rnp-live:error': (data) =>
    isRunId(data.runId) && typeof data.message === 'string'
      ? {
          type: 'rnp-live:error',
          runId: data.runId,
          message: data.message.slice(0, MAX_MESSAGE_LENGTH),
          line: Number.isSafeInteger(data.line) && (data.line as number) > 0 ? (data.line as number) : null,
        }
      : null,
};

export const readHostMessage = (data: unknown): HostMessage | null => readWith(HOST_READERS, data);

export const readFrameMessage = (data: unknown): FrameMessage | null => readWith(FRAME_READERS, data);

/** A frame message as the frame sends it over the channel; null when it would be longer than the page reads. */
export function encodeFrameMessage(message: FrameMessage): string | null {
  const text = JSON.stringify(message);
  return text.length <= MAX_FRAME_MESSAGE_LENGTH ? text : null;
}

/**
 * The message the frame sent over the channel, or null when it is not text, is longer than
 * `MAX_FRAME_MESSAGE_LENGTH` (checked before anything parses it) or is not a frame message.
 */
export function readFrameText(data: unknown): FrameMessage | null {
  if (typeof data !== 'string' || data.length > MAX_FRAME_MESSAGE_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  return readFrameMessage(parsed);
}
