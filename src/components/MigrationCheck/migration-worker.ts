import { checkCode } from '../../shared/migration/check-code';
import type { CheckAnswer, CheckRequest } from './protocol';

// Parses and checks the reader's files off the page's main thread; the page ends this worker when it
// takes too long, so a huge or hostile paste cannot hang the tab.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (answer: CheckAnswer) => void;
};

scope.onmessage = ({ data: { files, rules } }) => {
  scope.postMessage(files.map(({ name, code }) => ({ name, result: checkCode(code, name, rules) })));
};
