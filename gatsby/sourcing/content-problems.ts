import type { Reporter } from 'gatsby';

/**
 * Mistakes in the content files, reported together: those found while nodes are made (a data file
 * that fails its schema, a guide's front matter) are kept here by file, and `createPages` reports
 * them with the checks that need every node, so one build lists every mistake, each naming its file
 * and key. A file saved again under `gatsby develop` replaces its entry.
 */
const byFile = new Map<string, string[]>();

/** Keeps `problems` as the file's current ones (none clears it). */
export function recordContentProblems(file: string, problems: string[]): void {
  if (problems.length > 0) byFile.set(file, problems);
  else byFile.delete(file);
}

/** The problems recorded for one file. */
export const contentProblemsOf = (file: string): string[] => byFile.get(file) ?? [];

/** Problems under one heading that counts them, each on a line of its own. */
export function contentProblemsMessage(problems: string[]): string {
  const heading =
    problems.length === 1 ? 'A content file has a mistake:' : `Content files have ${problems.length} mistakes:`;
  return [heading, ...problems].join('\n');
}

/** Stops a build with every problem in one message; `gatsby develop` prints it and keeps serving, so a save that fixes it shows. */
export function reportContentProblems(reporter: Reporter, checked: string[]): void {
  const problems = [...[...byFile.values()].flat(), ...checked];
  if (problems.length === 0) return;
  reporter.panicOnBuild(contentProblemsMessage(problems));
}
