import type { CheckResult } from '../../shared/migration/check-code';
import type { MigrationRule } from '../../shared/migration/rules';

/** A file to check: its name as the reader gave it, and its text. */
export interface SourceFile {
  name: string;
  code: string;
}

/** What the page asks the migration worker. */
export interface CheckRequest {
  files: SourceFile[];
  rules: MigrationRule[];
}

/** A file as `npm run migration-check -- --fix` would write it: its code, the diff from the reader's, and how many uses changed. */
export type FileFix =
  | {
      code: string;
      diff: string;
      fixed: number;
    }
  | { problem: string };

/** The worker's answer: each file's findings or parse error, in the order given, and its fixes when there are any. */
export type CheckAnswer = { name: string; result: CheckResult; fix?: FileFix }[];
