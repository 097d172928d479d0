import shipped from '../../site.config';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import type { DocsVersion, SiteConfig } from '../../src/shared/site-config-schema';
import { FIXTURE_VERSIONS, fixtureVersionConfig } from './version-fixtures';

/** The fixture site's one archived version, which its version dropdown links to. */
export const FIXTURE_ARCHIVED = [{ name: '0.9', label: 'v0.9', href: 'https://example.com/0.9/' }];

/**
 * A complete, checked site config whose docs are made-up versions: the shipped settings outside
 * `docs` (navbar, sidebars, footer …), and under `docs` one fixture record per name
 * (fixtureVersionConfig), in that order, `lastVersion` the first unless given. `records` adds settings
 * to a version's record (`{ '2.x': { preview: {} } }`). Adding or promoting a release in
 * site.config.ts changes nothing here.
 */
export function configWithVersions(
  names: readonly string[],
  lastVersion = names[0],
  records: Record<string, Partial<DocsVersion>> = {},
): SiteConfig {
  const settings = JSON.parse(JSON.stringify(shipped)) as Record<string, unknown>;
  return validateSiteConfig({
    ...settings,
    docs: {
      lastVersion,
      archived: FIXTURE_ARCHIVED,
      versions: names.map((name) => fixtureVersionConfig(name, records[name])),
    },
  });
}

/** A site of the three made-up versions (1.x, 2.x, 3.x, oldest first), `lastVersion` as given. */
export function configWithThreeVersions(lastVersion: string): SiteConfig {
  return configWithVersions(FIXTURE_VERSIONS, lastVersion);
}
