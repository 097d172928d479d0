import { versionRecords } from '../../gatsby/config/version-records';
import type { VersionFallbacks } from '../../gatsby/config/version-fallbacks';
import { collectDocs } from '../../gatsby/pages/docs-registry';
import { fixtureVersions } from '../helpers/version-fixtures';

// 5.x at /docs/ and 6.x next to it, each with a few docs the other lacks.
const docs = collectDocs(
  [
    { fields: { docId: 'guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: 'guides/migration-guide-to-5.0' }, frontmatter: { title: 'Introducing v5', order: 2 } },
    { fields: { docId: '6.x/guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: '6.x/guides/migration' }, frontmatter: { title: 'Migrating', order: 13 } },
    { fields: { docId: 'showcase' }, frontmatter: { title: 'Showcase', order: 1 } },
  ],
  [
    { docId: 'components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: 'components/HelperText', title: 'HelperText', family: 'HelperText' },
    { docId: '6.x/components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: '6.x/components/FAB/FABMenu', title: 'FAB.Menu', family: 'FAB' },
  ],
);

const FALLBACKS: VersionFallbacks = {
  '6.x': {
    'components/HelperText': 'guides/migration#helpertext',
    'guides/migration-guide-to-5.0': 'guides/migration',
  },
};

const records = (fallbacks = FALLBACKS) => versionRecords(fixtureVersions(['5.x', '6.x'], '5.x'), docs, fallbacks);

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

  it('stop the build on a fallback to a doc the version does not have, naming the entry', () => {
    expect(() => records({ '6.x': { 'components/HelperText': 'guides/helper-text' } })).toThrow(
      'content/version-fallbacks.json: "6.x"."components/HelperText" is "guides/helper-text", which is not a doc of version "6.x".',
    );
  });
});
