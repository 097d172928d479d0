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

/**
 * A site of three versions: the shipped 5.x and 6.x and a 7.x made from 6.x's record (its name and
 * label changed), `lastVersion` as given. For the rules that read the version records alone.
 */
export function configWithThreeVersions(lastVersion: string): SiteConfig {
  const config = configWithVersions(['5.x', '6.x'], lastVersion === '7.x' ? '6.x' : lastVersion);
  const seven = { ...config.docs.versions[1], name: '7.x', label: 'v7.x' };
  return { ...config, docs: { ...config.docs, lastVersion, versions: [...config.docs.versions, seven] } };
}
