import type { z } from 'zod';

/**
 * A failed zod check in words an editor can act on: the key as it is written in the file and the
 * value found there, then what was expected. Used for site.config.ts and the content/data files.
 */

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `['navbar', 'items', 2, 'type']` -> `navbar.items[2].type`; an empty key (a manifest's single variant) as `['']`. */
function keyPath(path: Path): string {
  return path.reduce<string>((key, part) => {
    if (typeof part === 'number') return `${key}[${part}]`;
    if (part === '') return `${key}['']`;
    return key === '' ? String(part) : `${key}.${String(part)}`;
  }, '');
}

function valueAt(config: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, part) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[part] : undefined,
    config,
  );
}

function describe(value: unknown): string {
  return value === undefined ? 'is missing' : `is ${JSON.stringify(value)}`;
}

/**
 * The zod issue to report, with its full path. An unknown key comes first, since it usually explains
 * a missing one (a misspelt setting). Inside a union that no branch matched, the branch whose
 * issue lies deepest is the one the author meant.
 */
function firstIssue(issues: readonly Issue[], base: Path = []): { issue: Issue; path: Path } {
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    return issue.errors
      .map((branch) => firstIssue(branch, path))
      .reduce((deepest, candidate) => (candidate.path.length > deepest.path.length ? candidate : deepest));
  }
  return { issue, path };
}

/** The key a failed check is about (`navbar.items[2].type`, or `(root)`) and what is wrong with its value. */
export function firstProblem(value: unknown, issues: readonly Issue[]): { key: string; problem: string } {
  const { issue, path } = firstIssue(issues);
  if (issue.code === 'unrecognized_keys') return { key: keyPath([...path, issue.keys[0]]), problem: issue.message };
  const key = path.length === 0 ? '(root)' : keyPath(path);
  const problem = issue.message.startsWith('expected')
    ? `${describe(valueAt(value, path))}; ${issue.message}`
    : issue.message;
  return { key, problem };
}

/** Words for the checks the schema leaves to zod's defaults, in the same "expected …" form. */
export const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}.`;
  if (issue.code === 'invalid_value')
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  return undefined;
};
