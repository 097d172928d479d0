import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';

/** The part of a fixture version's config resolveDocVersions reads: label `v<name>`, the getting-started guide as main doc. */
export const fixtureVersionConfig = (name: string, more: { routePrefix?: string; next?: { banner: string } } = {}) => ({
  name,
  label: `v${name}`,
  mainDocId: 'guides/getting-started',
  themeExports: { light: 'LightTheme', dark: 'DarkTheme', type: 'Theme' },
  screenshots: `screenshots/${name}`,
  ...more,
});

/**
 * Resolved docs versions of a fixture site: `fixtureVersions(['5.x', '6.x', '7.x'], '6.x')` is a site of
 * three versions with 6.x at /docs/, `fixtureVersions(['5.x', '6.x'], '6.x')` the promoted site.
 */
export const fixtureVersions = (names: readonly string[], lastVersion: string): DocVersion[] =>
  resolveDocVersions({ lastVersion, versions: names.map((name) => fixtureVersionConfig(name)) });
