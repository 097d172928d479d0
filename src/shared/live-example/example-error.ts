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

export interface ExampleError {
  message: string;
  /** The line of the reader's code, when known. */
  line: number | null;
}

// `new Function` puts two lines before the body; `run-example.ts` names the code EXAMPLE_SOURCE_URL.
const FUNCTION_HEADER_LINES = 2;
const EXAMPLE_FRAME = new RegExp(`${EXAMPLE_SOURCE_URL.replace('.', '\\.')}:(\\d+):\\d+`);

/** The message and line to show for whatever compiling, evaluating or rendering threw. */
export function describeError(error: unknown): ExampleError {
  if (error instanceof ExampleSyntaxError) return { message: `Syntax error: ${error.message}`, line: error.line };
  if (!(error instanceof Error)) return { message: String(error), line: null };
  const frame = EXAMPLE_FRAME.exec(error.stack ?? '');
  const line = frame ? Number(frame[1]) - FUNCTION_HEADER_LINES : null;
  return { message: `${error.name}: ${error.message}`, line: line !== null && line > 0 ? line : null };
}
