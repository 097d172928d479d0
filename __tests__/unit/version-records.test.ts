import { versionRecords } from '../../gatsby/config/version-records';
import type { VersionFallbacks } from '../../gatsby/config/version-fallbacks';
import { fixtureVersions } from '../helpers/version-fixtures';
import { collectDocs, fixtureComponent as component, fixtureGuide as guide } from '../helpers/doc-fixtures';

const versions = fixtureVersions(['1.x', '2.x'], '1.x');
const [one, two] = versions;

// 1.x at /docs/ and 2.x next to it, each with a few docs the other lacks; the showcase is 1.x's.
const docs = collectDocs(
  versions,
  [
    guide(one, 'guides/getting-started', 'Getting Started', 1),
    guide(one, 'guides/migration-guide-to-1.0', 'Introducing v1', 2),
    guide(two, 'guides/getting-started', 'Getting Started', 1),
    guide(two, 'guides/migration', 'Migrating', 13),
  ],
  [
    component(one, 'components/ActivityIndicator', 'ActivityIndicator', 'ActivityIndicator'),
    component(one, 'components/HelperText', 'HelperText', 'HelperText'),
    component(two, 'components/ActivityIndicator', 'ActivityIndicator', 'ActivityIndicator'),
    component(two, 'components/FAB/FABMenu', 'FAB.Menu', 'FAB'),
  ],
);

const FALLBACKS: VersionFallbacks = {
  '2.x': {
    'components/HelperText': 'guides/migration#helpertext',
    'guides/migration-guide-to-1.0': 'guides/migration',
  },
};

const records = (fallbacks = FALLBACKS) => versionRecords(versions, docs, fallbacks);

describe('the version records pages read', () => {
  it("give each version's docs root and main doc's page", () => {
    expect(records().map(({ name, root, mainPath }) => [name, root, mainPath])).toEqual([
      ['1.x', '/docs/', '/docs/guides/getting-started/'],
      ['2.x', '/2.x/docs/', '/2.x/docs/guides/getting-started/'],
    ]);
  });

  it('send each page a version lacks to the page content/version-fallbacks.json names, else to its main doc', () => {
    const [current, next] = records();
    // By the path below a docs root, so the page's every address finds its fallback.
    expect(next.fallbacks).toEqual({
      'components/HelperText/': '/2.x/docs/guides/migration/#helpertext',
      'guides/migration-guide-to-1.0/': '/2.x/docs/guides/migration/',
      'showcase/': '/2.x/docs/guides/getting-started/',
    });
    expect(current.fallbacks).toEqual({
      'guides/migration/': '/docs/guides/getting-started/',
      'components/FAB/FABMenu/': '/docs/guides/getting-started/',
    });
  });

  it('carry only what pages read of a record, not what the build adds to it (folders, the pages map)', () => {
    const withSources = versions.map((version) => ({ ...version, componentsDir: '/abs/src/components' }));
    const [current] = versionRecords(withSources, docs, FALLBACKS);
    expect(current).not.toHaveProperty('componentsDir');
    expect(Object.keys(current)).toEqual(Object.keys(one));
  });

  it('stop the build on a fallback to a doc the version does not have, naming the entry', () => {
    expect(() => records({ '2.x': { 'components/HelperText': 'guides/helper-text' } })).toThrow(
      'content/version-fallbacks.json: "2.x"."components/HelperText" is "guides/helper-text", which is not a doc of version "2.x".',
    );
  });
});
