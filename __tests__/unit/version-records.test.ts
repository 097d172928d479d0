import { versionRecords } from '../../gatsby/config/version-records';
import type { VersionFallbacks } from '../../gatsby/config/version-fallbacks';
import { collectDocs } from '../../gatsby/pages/docs-registry';
import { fixtureVersions } from '../helpers/version-fixtures';

// 1.x at /docs/ and 2.x next to it, each with a few docs the other lacks.
const docs = collectDocs(
  [
    { fields: { docId: 'guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: 'guides/migration-guide-to-1.0' }, frontmatter: { title: 'Introducing v1', order: 2 } },
    { fields: { docId: '2.x/guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: '2.x/guides/migration' }, frontmatter: { title: 'Migrating', order: 13 } },
    { fields: { docId: 'showcase' }, frontmatter: { title: 'Showcase', order: 1 } },
  ],
  [
    { docId: 'components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: 'components/HelperText', title: 'HelperText', family: 'HelperText' },
    { docId: '2.x/components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: '2.x/components/FAB/FABMenu', title: 'FAB.Menu', family: 'FAB' },
  ],
);

const FALLBACKS: VersionFallbacks = {
  '2.x': {
    'components/HelperText': 'guides/migration#helpertext',
    'guides/migration-guide-to-1.0': 'guides/migration',
  },
};

const records = (fallbacks = FALLBACKS) => versionRecords(fixtureVersions(['1.x', '2.x'], '1.x'), docs, fallbacks);

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

  it('stop the build on a fallback to a doc the version does not have, naming the entry', () => {
    expect(() => records({ '2.x': { 'components/HelperText': 'guides/helper-text' } })).toThrow(
      'content/version-fallbacks.json: "2.x"."components/HelperText" is "guides/helper-text", which is not a doc of version "2.x".',
    );
  });
});
