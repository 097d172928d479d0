import { fallbackMessage, firstProblem } from './schema-problem';
import { SiteConfigError } from './site-config-error';
import { siteConfigSchema, type SiteConfig } from '../../src/shared/site-config-schema';

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
  if (!result.success) {
    const { key, problem } = firstProblem(config, result.error.issues);
    throw new SiteConfigError(key, problem);
  }
  return result.data;
}
