import { versionRecords } from '../../gatsby/config/version-records';
import type { VersionFallbacks } from '../../gatsby/config/version-fallbacks';
import { fixtureVersions } from '../helpers/version-fixtures';
import { collectDocs, fixtureComponent as component, fixtureGuide as guide } from '../helpers/doc-fixtures';

const versions = fixtureVersions(['5.x', '6.x'], '5.x');
const [five, six] = versions;

// 5.x at /docs/ and 6.x next to it, each with a few docs the other lacks; the showcase is 5.x's.
const docs = collectDocs(
  versions,
  [
    guide(five, 'guides/getting-started', 'Getting Started', 1),
    guide(five, 'guides/migration-guide-to-5.0', 'Introducing v5', 2),
    guide(six, 'guides/getting-started', 'Getting Started', 1),
    guide(six, 'guides/migration', 'Migrating', 13),
  ],
  [
    component(five, 'components/ActivityIndicator', 'ActivityIndicator', 'ActivityIndicator'),
    component(five, 'components/HelperText', 'HelperText', 'HelperText'),
    component(six, 'components/ActivityIndicator', 'ActivityIndicator', 'ActivityIndicator'),
    component(six, 'components/FAB/FABMenu', 'FAB.Menu', 'FAB'),
  ],
);

const FALLBACKS: VersionFallbacks = {
  '6.x': {
    'components/HelperText': 'guides/migration#helpertext',
    'guides/migration-guide-to-5.0': 'guides/migration',
  },
};

const records = (fallbacks = FALLBACKS) => versionRecords(versions, docs, fallbacks);

describe('the version records pages read', () => {
  it("give each version's docs root and main doc's page", () => {
    expect(records().map(({ name, root, mainPath }) => [name, root, mainPath])).toEqual([
      ['5.x', '/docs/', '/docs/guides/getting-started/'],
      ['6.x', '/6.x/docs/', '/6.x/docs/guides/getting-started/'],
    ]);
  });

  it('send each page a version lacks to the page content/version-fallbacks.json names, else to its main doc', () => {
    const [current, next] = records();
    // By the path below a docs root, so the page's every address finds its fallback.
    expect(next.fallbacks).toEqual({
      'components/HelperText/': '/6.x/docs/guides/migration/#helpertext',
      'guides/migration-guide-to-5.0/': '/6.x/docs/guides/migration/',
      'showcase/': '/6.x/docs/guides/getting-started/',
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
    expect(Object.keys(current)).toEqual(Object.keys(five));
  });

  it('stop the build on a fallback to a doc the version does not have, naming the entry', () => {
    expect(() => records({ '6.x': { 'components/HelperText': 'guides/helper-text' } })).toThrow(
      'content/version-fallbacks.json: "6.x"."components/HelperText" is "guides/helper-text", which is not a doc of version "6.x".',
    );
  });
});
