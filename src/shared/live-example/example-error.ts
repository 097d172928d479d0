import { EXAMPLE_SOURCE_URL } from './files';

/** What the compiler rejected, with the line of the reader's code when it names one. */
export class ExampleSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'ExampleSyntaxError';
  }
}

/** The example's code ran too long without a break (see `src/live-preview/loop-guard.ts`). */
export class ExampleTimeoutError extends Error {
  constructor(
    budgetMs: number,
    readonly line: number | null,
  ) {
    super(
      `The example ran for over ${budgetMs / 1000} s without a pause and was stopped. Look for a loop that never ends or a recursion without a way out.`,
    );
    this.name = 'ExampleTimeoutError';
  }
}

export interface ExampleError {
  message: string;
  /** The line of the reader's code, when known. */
  line: number | null;
}

// `new Function` puts two lines before the body; `run-example.ts` names the code EXAMPLE_SOURCE_URL.
const FUNCTION_HEADER_LINES = 2;
const EXAMPLE_FRAME = new RegExp(`${EXAMPLE_SOURCE_URL.replace('.', '\\.')}:(\\d+):\\d+`);

/** Longest message the frame reports: the rest is cut before anything else reads it. */
export const MAX_ERROR_LENGTH = 2000;

/** What React's production build says instead of its messages, for the mistakes examples make. */
const REACT_ERRORS: Record<string, string> = {
  '130': 'An element has a type that is not a component (often a missing or misspelt import).',
  '185': 'The example updates its state on every update, without end, so React stopped it.',
  '301': 'The example sets state while it renders, so it renders again without end; React stopped it.',
  '31': 'The example renders an object as a child; render its fields or a list of elements instead.',
  '321': 'A hook is called outside a component body (or in a loop or condition).',
};
const MINIFIED_REACT = /Minified React error #(\d+)[^]*$/;

/** React's minified message in words, with the code to look up. */
function readableReactMessage(message: string): string {
  return message.replace(MINIFIED_REACT, (_, code: string) =>
    REACT_ERRORS[code]
      ? `${REACT_ERRORS[code]} (React error ${code})`
      : `React error ${code}: see https://react.dev/errors/${code}`,
  );
}

const cut = (text: string) => (text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text);

/** The message and line to show for whatever compiling, evaluating or rendering threw. */
export function describeError(error: unknown): ExampleError {
  if (error instanceof ExampleSyntaxError) return { message: cut(`Syntax error: ${error.message}`), line: error.line };
  if (error instanceof ExampleTimeoutError) return { message: error.message, line: error.line };
  if (!(error instanceof Error)) return { message: cut(String(error)), line: null };
  // Cut first: the example's code may throw a message of any size.
  const message = readableReactMessage(cut(String(error.message)));
  return { message: `${cut(String(error.name))}: ${message}`, line: exampleLine(String(error.stack ?? '')) };
}

/** The line of the reader's code a stack trace names first, if any. */
export function exampleLine(stack: string): number | null {
  const frame = EXAMPLE_FRAME.exec(stack.slice(0, MAX_ERROR_LENGTH * 2));
  const line = frame ? Number(frame[1]) - FUNCTION_HEADER_LINES : null;
  return line !== null && line > 0 ? line : null;
}
