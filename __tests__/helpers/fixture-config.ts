import shipped from '../../site.config';
import type { SiteConfig } from '../../src/shared/site-config-schema';

/**
 * The shipped site config with exactly the named docs versions, in that order (each the shipped
 * record of that name), `lastVersion` the first unless given. A unit test's fixture docs know which
 * versions they are for, so adding a version to site.config.ts breaks no test that is not about it.
 */
export function configWithVersions(names: string[], lastVersion = names[0]): SiteConfig {
  const config = JSON.parse(JSON.stringify(shipped)) as SiteConfig;
  const versions = names.map((name) => {
    const version = config.docs.versions.find((candidate) => candidate.name === name);
    if (!version) throw new Error(`site.config.ts has no docs version ${name}; this fixture needs it.`);
    return version;
  });
  return { ...config, docs: { ...config.docs, lastVersion, versions } };
}
