import { structuredPatch } from 'diff';
import { checkCode, type CheckResult } from '../../shared/migration/check-code';
import { fixCode } from '../../shared/migration/fix-code';
import { projectThemeHooks } from '../../shared/migration/theme-sources';
import type { CheckAnswer, CheckRequest, FileFix } from './protocol';

// Parses, checks and fixes the reader's files off the page's main thread; the page ends this worker
// when it takes too long, so a huge or hostile paste cannot hang the tab.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (answer: CheckAnswer) => void;
};

const failure = (error: unknown) => ({
  error: { line: 1, column: 1, message: error instanceof Error ? error.message : String(error) },
});

/** One file's result; a file the check fails on is an error of its own, and the others are still checked. */
const resultOf = (code: string, name: string, rules: CheckRequest['rules'], hooks: Set<string>): CheckResult => {
  try {
    return checkCode(code, name, rules, hooks);
  } catch (error) {
    return failure(error);
  }
};

/** The file as the fixes leave it, with its diff as hunks of lines (`+`, `-` or ` ` first), when they change it. */
const fixOf = (code: string, name: string, rules: CheckRequest['rules'], hooks: Set<string>): FileFix | undefined => {
  try {
    const result = fixCode(code, name, rules, hooks);
    if ('error' in result) return undefined;
    if (result.problem) return { problem: result.problem };
    if (result.code === code) return undefined;
    const { hunks } = structuredPatch(name, name, code, result.code);
    const diff = hunks
      .map((hunk) =>
        [`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines].join('\n'),
      )
      .join('\n');
    return { code: result.code, diff, fixed: result.fixed.length };
  } catch (error) {
    return { problem: `The fixes could not be made: ${failure(error).error.message}` };
  }
};

scope.onmessage = ({ data: { files, rules } }) => {
  // The reader's own theme hooks, in any of the files given, as the command line finds them in a project.
  const codeOf = new Map(files.map(({ name, code }) => [name, code]));
  const hooks = projectThemeHooks([...codeOf.keys()], (name) => codeOf.get(name) ?? null);
  scope.postMessage(
    files.map(({ name, code }) => {
      const result = resultOf(code, name, rules, hooks);
      const fix = 'findings' in result && result.findings.length > 0 ? fixOf(code, name, rules, hooks) : undefined;
      return fix ? { name, result, fix } : { name, result };
    }),
  );
};
