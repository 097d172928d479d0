import { docTargetPath } from '../../src/shared/routes';
import { migrationRules, type MigrationRule } from '../../src/shared/migration/rules';
import { configuredBasePath } from './base-path';
import { docVersions, siteConfig } from './site-config';

/**
 * The migration rules of a docs version with a breaking changes file (by default the newest one whose
 * file lists changes), with
 * full addresses of the published site, for the command line (`npm run migration-check`).
 */
export function siteMigrationRules(name?: string): { version: string; rules: MigrationRule[] } {
  const config = siteConfig();
  const versions = docVersions().filter((version) => version.migration?.changesFile);
  // By default the newest version whose file lists changes: one just cut starts with an empty file.
  const listing = versions.filter((version) => version.migration!.changes.length > 0);
  const version = name ? versions.find((candidate) => candidate.name === name) : listing[listing.length - 1];
  if (!version?.migration)
    throw new Error(
      `No docs version${name ? ` named ${JSON.stringify(name)}` : ''} has a breaking changes file; expected one of ${versions.map((v) => v.name).join(', ') || 'none'}.`,
    );
  const site = `${config.url}${configuredBasePath()}`;
  const pathOf = (target: string) => `${site}${docTargetPath(version.prefix, target)}`;
  return { version: version.name, rules: migrationRules(version.migration.changes, version.migration.guide, pathOf) };
}
