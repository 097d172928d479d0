import fs from 'fs';
import os from 'os';
import path from 'path';
import { developSearchIndex, guideArticleHtml } from '../../gatsby/develop/search-index';
import { buildPageRecords } from '../../gatsby/post-build/search-records';
import { packRecords, unpackIndex } from '../../src/shared/search/index-format';
import { SEARCHED_ARTICLE_CLASS } from '../../src/shared/search-markup';
import { asVersionName } from '../../src/shared/doc-versions';
import { versionWordsOf } from '../../gatsby/mdx/version-words';

const ONE = {
  name: asVersionName('1.x'),
  prefix: undefined,
  status: 'current' as const,
  library: 'react-native-paper',
};
const WORDS = versionWordsOf(ONE);

const GUIDE = `import Thing from './thing';

Some text about **themes**.

<Admonition type="tip">
A tip worth finding.
</Admonition>

<PackageInstall packages="react-native-paper" />

## Dark mode

Dark text. {/* a comment */}
`;

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-index-'));
  // The last build's index: made with the base path, as `npm run build` makes it.
  const built = [
    ...buildPageRecords(
      '/docs/guides/theming/',
      guideArticleHtml('Theming', 'An old sentence.\n\n## Old section\n\nGone.', WORDS),
      '/react-native-paper',
      'Guides',
    ),
    ...buildPageRecords(
      '/docs/components/Button/',
      `<article class="${SEARCHED_ARTICLE_CLASS}"><h1>Button</h1><p>A button.</p></article>`,
      '/react-native-paper',
      'Components',
    ),
  ];
  const hints = {
    migrationGuide: '/react-native-paper/docs/guides/migration-guide-to-1.0/',
    moved: { fabmenu: ['/react-native-paper/docs/components/FAB/FABGroup/'] },
  };
  fs.writeFileSync(path.join(publicDir, 'search-index.json'), JSON.stringify(packRecords(built, hints)));
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const guide = (title: string, body: string, pagePath: string, version = '1.x') => ({
  body,
  frontmatter: { title },
  fields: { path: pagePath, version },
});

describe("gatsby develop's search index", () => {
  it("reads a guide's text as its page shows it: a component's children stay, statements and expressions go", () => {
    const html = guideArticleHtml('Theming', GUIDE, WORDS);
    expect(html).toContain('<h1>Theming</h1>');
    expect(html).toContain('A tip worth finding.');
    expect(html).toContain('<h2 id="dark-mode">Dark mode</h2>');
    expect(html).not.toContain('import');
    expect(html).not.toContain('comment');
  });

  it("has the guides as they are now and the other pages from the last build, all without the build's base path", () => {
    const guides = [
      guide('Theming', GUIDE, '/docs/guides/theming/'),
      guide('New guide', 'Brand new.', '/docs/guides/new-guide/'),
      guide('Two', 'Other version.', '/2.x/docs/guides/two/', '2.x'),
    ];
    const { records, hints } = unpackIndex(developSearchIndex(guides, ONE, publicDir, '/react-native-paper'));
    const texts = records.map((record) => record.content ?? record.hierarchy.lvl2 ?? record.hierarchy.lvl1);
    expect(texts).toEqual(
      expect.arrayContaining(['A tip worth finding.', 'Dark mode', 'New guide', 'Brand new.', 'A button.']),
    );
    expect(texts).not.toContain('Old section');
    expect(texts).not.toContain('Two');
    expect(records.map((record) => record.url)).toEqual(
      expect.arrayContaining(['/docs/guides/theming/#dark-mode', '/docs/components/Button/']),
    );
    expect(records.filter((record) => record.url.startsWith('/react-native-paper/'))).toEqual([]);
    expect(hints).toEqual({
      migrationGuide: '/docs/guides/migration-guide-to-1.0/',
      moved: { fabmenu: ['/docs/components/FAB/FABGroup/'] },
    });
  });

  it('without a build, has the guides alone', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-index-'));
    const { records, hints } = unpackIndex(
      developSearchIndex([guide('Only', 'Text.', '/docs/guides/only/')], ONE, empty, ''),
    );
    expect(records.map((record) => record.content ?? record.hierarchy.lvl1)).toEqual(['Only', 'Text.']);
    expect(hints).toEqual({});
    fs.rmSync(empty, { recursive: true });
  });
});
