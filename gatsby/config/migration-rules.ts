import fs from 'fs';
import path from 'path';
import { docTargetPath } from '../../src/shared/routes';
import type { MigrationRule } from '../../src/shared/migration/rules';
import type { DocVersionSources } from './doc-versions';
import { configuredBasePath } from './base-path';
import { docVersions, siteConfig } from './site-config';

const ROOT = path.resolve(__dirname, '..', '..');

/** A compared version's migration rules as the build writes them (gatsby/pages/migration-rules-file.ts), links as doc targets. */
export interface BuiltRules {
  version: string;
  /** The version compared with, whose code the rules read. */
  from: string;
  rules: MigrationRule[];
}

/** Where the build writes a version's rules, which the site publishes (`/6.x/migration-rules.json`). */
export const builtRulesFile = (version: Pick<DocVersionSources, 'prefix'>, root = ROOT): string =>
  path.join(root, 'public', version.prefix ?? '', 'migration-rules.json');

/** A built rules file, or an error naming it and what to do. */
export function readBuiltRules(file: string): BuiltRules {
  if (!fs.existsSync(file))
    throw new Error(
      `There are no migration rules at ${path.relative(process.cwd(), file)}: build the site first (npm run build), or name a rules file with --rules.`,
    );
  try {
    const built = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltRules;
    if (typeof built.version !== 'string' || !Array.isArray(built.rules)) throw new Error('it has no version or rules');
    return built;
  } catch (error) {
    throw new Error(`${file} is not a migration rules file: ${(error as Error).message}`);
  }
}

/**
 * The migration rules of a docs version with a breaking changes file (by default the newest one whose
 * file lists changes), as the last build wrote them or as `rulesFile` holds them, with full addresses
 * of the published site, for the command line (`npm run migration-check`).
 */
export function siteMigrationRules(name?: string, rulesFile?: string): { version: string; rules: MigrationRule[] } {
  const config = siteConfig();
  const versions = docVersions().filter((version) => version.migration?.changesFile);
  // By default the newest version whose file lists changes: one just cut starts with an empty file.
  const listing = versions.filter((version) => version.migration!.changes.length > 0);
  const version = name ? versions.find((candidate) => candidate.name === name) : listing[listing.length - 1];
  if (!version?.migration)
    throw new Error(
      `No docs version${name ? ` named ${JSON.stringify(name)}` : ''} has a breaking changes file; expected one of ${versions.map((v) => v.name).join(', ') || 'none'}.`,
    );
  const file = rulesFile ?? builtRulesFile(version);
  const built = readBuiltRules(file);
  if (built.version !== version.name)
    throw new Error(
      `${file} holds the rules of ${built.version}, not of ${version.name}: add --version ${built.version}.`,
    );
  const site = `${config.url}${configuredBasePath()}`;
  return {
    version: version.name,
    rules: built.rules.map((rule) => ({ ...rule, link: `${site}${docTargetPath(version.prefix, rule.link)}` })),
  };
}
