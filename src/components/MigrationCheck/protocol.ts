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

/** The worker's answer: each file's findings or parse error, in the order given. */
export type CheckAnswer = { name: string; result: CheckResult }[];
