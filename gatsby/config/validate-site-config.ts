import type { z } from 'zod';
import { SiteConfigError } from './site-config-error';
import { siteConfigSchema, type SiteConfig } from '../../src/shared/site-config-schema';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `['navbar', 'items', 2, 'type']` -> `navbar.items[2].type` */
function keyPath(path: Path): string {
  return path.reduce<string>((key, part) => {
    if (typeof part === 'number') return `${key}[${part}]`;
    return key === '' ? String(part) : `${key}.${String(part)}`;
  }, '');
}

function valueAt(config: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, part) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[part] : undefined),
    config,
  );
}

function describe(value: unknown): string {
  return value === undefined ? 'is missing' : `is ${JSON.stringify(value)}`;
}

/**
 * The issue to report, with its full path. An unknown key comes first, since it usually explains
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

function toSiteConfigError(config: unknown, issues: readonly Issue[]): SiteConfigError {
  const { issue, path } = firstIssue(issues);
  if (issue.code === 'unrecognized_keys') return new SiteConfigError(keyPath([...path, issue.keys[0]]), issue.message);
  const key = path.length === 0 ? '(root)' : keyPath(path);
  const problem = issue.message.startsWith('expected') ? `${describe(valueAt(config, path))}; ${issue.message}` : issue.message;
  return new SiteConfigError(key, problem);
}

/** Words for the checks the schema leaves to zod's defaults, in the same "expected …" form. */
const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}.`;
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  return undefined;
};

/**
 * Checks a site config against the schema and returns it typed, or throws a SiteConfigError
 * naming the first bad key. References to docs and sidebars are checked by `resolveSidebars`
 * once the docs are known.
 */
export function validateSiteConfig(config: unknown): SiteConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new SiteConfigError('(root)', 'must export an object.');
  }
  const result = siteConfigSchema.safeParse(config, { error: fallbackMessage });
  if (!result.success) throw toSiteConfigError(config, result.error.issues);
  return result.data;
}
