import type { ParentSpanPluginArgs } from 'gatsby';
import { SiteConfigError, VersionFileError } from './site-config-error';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { validateSiteConfig } from './validate-site-config';
import { docVersionSources, type DocVersionSources } from './doc-versions';

/**
 * site.config.ts, validated once for every Node-side module that needs it.
 *
 * A bad config must not throw while this module loads. Gatsby requires the compiled
 * gatsby-config and gatsby-node once to check Parcel's output, takes any error for a bad compile
 * and compiles again; but Parcel's module registry (on `globalThis`) still holds the modules that
 * threw, half initialised, so the second require "succeeds" and the first API call fails with
 * "Cannot access 'x' before initialization" and a dump of the bundle. So the error is kept here
 * and reported by `onPreInit` (gatsby-node.ts), the first API Gatsby calls.
 */
function check():
  | { config: SiteConfig; versions: DocVersionSources[]; error?: undefined }
  | { config?: undefined; versions?: undefined; error: Error } {
  try {
    // Required here, not imported, so that an error in the file itself (a misspelt name) is caught too.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('../../site.config') as { default: unknown };
    const config = validateSiteConfig(loaded.default);
    return { config, versions: docVersionSources(config) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export const checkedSiteConfig = check();

/** The validated config; only for code that runs inside Gatsby's APIs, after `onPreInit` passed. */
export function siteConfig(): SiteConfig {
  if (checkedSiteConfig.error) throw checkedSiteConfig.error;
  return checkedSiteConfig.config;
}

/** What each docs version is built from (its library, guides and pages map), found once with the config. */
export function docVersions(): DocVersionSources[] {
  return siteConfig() && checkedSiteConfig.versions!;
}

/**
 * Stops the build on a bad config with its message alone, before anything reads the config. Not
 * with the error's stack: it points into Parcel's one-line bundle, which Gatsby would print whole.
 */
export function onPreInit({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): void {
  const { error } = checkedSiteConfig;
  if (error)
    reporter.panic(
      error instanceof SiteConfigError || error instanceof VersionFileError
        ? error.message
        : `site.config.ts could not be loaded: ${String(error)}`,
    );
}
