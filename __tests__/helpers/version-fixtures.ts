import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';
import type { DocsVersion } from '../../src/shared/site-config-schema';

/**
 * Made-up docs versions, oldest to newest, for the tests of version rules (routes, sidebars,
 * switch, redirects, promotion): they name none of the site's real versions, so a release, which
 * adds a version to site.config.ts and moves `lastVersion`, changes none of these tests.
 */
export const FIXTURE_VERSIONS = ['1.x', '2.x', '3.x'] as const;

/**
 * A complete version record as site.config.ts writes one, for a made-up version: label `v<name>`,
 * the getting-started guide as main doc, its library under node_modules/paper-<name>, its content in
 * content/<name>, its screenshots in screenshots/<name>. `more` adds or replaces settings
 * (`routePrefix`, `preview`, `migration`, the words of a state).
 */
export const fixtureVersionConfig = (name: string, more: Partial<DocsVersion> = {}): DocsVersion => ({
  name,
  label: `v${name}`,
  mainDocId: 'guides/getting-started',
  library: `paper-${name}`,
  content: `content/${name}`,
  screenshots: `screenshots/${name}`,
  themeColors: 'src/theme/colors.ts#Colors',
  themeExports: { light: 'LightTheme', dark: 'DarkTheme', type: 'Theme' },
  guideEditUrl: 'https://example.com/docs/edit/main/',
  componentEditUrl: `https://example.com/paper/tree/${name}/src/components/`,
  ...more,
});

/**
 * Resolved docs versions of a fixture site: `fixtureVersions(['1.x', '2.x', '3.x'], '2.x')` is a site of
 * three versions with 2.x at /docs/, `fixtureVersions(['1.x', '2.x'], '2.x')` a promoted site.
 */
export const fixtureVersions = (names: readonly string[], lastVersion: string): DocVersion[] =>
  resolveDocVersions({ lastVersion, versions: names.map((name) => fixtureVersionConfig(name)) });
