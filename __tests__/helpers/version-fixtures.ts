import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';

/**
 * Resolved docs versions of a fixture site: `fixtureVersions(['5.x', '6.x', '7.x'], '6.x')` is a site of
 * three versions with 6.x at /docs/, `fixtureVersions(['5.x', '6.x'], '6.x')` the promoted site. Each
 * version's label is `v<name>` and its main doc the getting-started guide.
 */
export const fixtureVersions = (names: readonly string[], lastVersion: string): DocVersion[] =>
  resolveDocVersions({
    lastVersion,
    versions: names.map((name) => ({ name, label: `v${name}`, mainDocId: 'guides/getting-started' })),
  });
