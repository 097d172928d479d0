import { checkCode, type CheckResult } from '../../shared/migration/check-code';
import type { CheckAnswer, CheckRequest } from './protocol';

// Parses and checks the reader's files off the page's main thread; the page ends this worker when it
// takes too long, so a huge or hostile paste cannot hang the tab.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (answer: CheckAnswer) => void;
};

/** One file's result; a file the check fails on is an error of its own, and the others are still checked. */
const resultOf = (code: string, name: string, rules: CheckRequest['rules']): CheckResult => {
  try {
    return checkCode(code, name, rules);
  } catch (error) {
    return { error: { line: 1, column: 1, message: error instanceof Error ? error.message : String(error) } };
  }
};

scope.onmessage = ({ data: { files, rules } }) => {
  scope.postMessage(files.map(({ name, code }) => ({ name, result: resultOf(code, name, rules) })));
};
