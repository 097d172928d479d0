import fs from 'fs';
import path from 'path';
import { BASE, builtPage, text } from '../helpers/built-site';
import { extractCodeBlocks } from '../../gatsby/mdx/code-blocks';
import { currentVersion, guidesOf, pageOf, versionOf } from '../helpers/site-routes';
import { versionWordsOf } from '../../gatsby/mdx/version-words';

// The guides at /docs/ are the current version's, saying what it says now.
const CURRENT = currentVersion();
const GUIDES_DIR = CURRENT.guidesDir;
const SCRIPT_LANGUAGES = ['tsx', 'ts', 'js', 'jsx'];

/** The MDX source of a guide: <content>/guides/NN-slug.mdx */
function guideSource(slug: string): string {
  const file = fs.readdirSync(GUIDES_DIR).find((name) => name.replace(/^\d+-/, '') === `${slug}.mdx`);
  if (!file) throw new Error(`No source for the guide ${slug} in ${GUIDES_DIR}`);
  return fs.readFileSync(path.join(GUIDES_DIR, file), 'utf8');
}

describe.each(guidesOf())('guide %s', (slug, title) => {
  const page = builtPage(`/docs/guides/${slug}/`);
  const article = page.querySelector('article.doc-content')!;

  it('has its title, a description and an opening paragraph', () => {
    expect(text(article.querySelector('h1'))).toBe(title);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe(
      'Material Design for React Native',
    );
    expect(text(article.querySelector(':scope > p')).length).toBeGreaterThan(60);
  });

  it('has sections with content under every heading', () => {
    const headings = article.querySelectorAll('h2, h3');
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) {
      const next = heading.nextElementSibling;
      expect({ heading: text(heading), next: next?.tagName ?? null }).not.toEqual({
        heading: text(heading),
        next: null,
      });
      if (heading.tagName === 'H2') expect(next?.tagName).not.toBe('H2');
    }
  });

  it('lists every level 2 and 3 heading in the table of contents, linked to its anchor', () => {
    const headingIds = article.querySelectorAll('h2[id], h3[id]').map((h) => h.getAttribute('id'));
    const tocTargets = page.querySelectorAll('.toc--column .toc__link').map((a) => a.getAttribute('href')?.slice(1));
    expect(tocTargets).toEqual(headingIds);
  });

  it('has every code block of its source, highlighted at build time', () => {
    const fenced = extractCodeBlocks(guideSource(slug), versionWordsOf(CURRENT)).filter((block) =>
      SCRIPT_LANGUAGES.includes(block.language),
    );
    const blocks = article
      .querySelectorAll('pre.code-block__pre')
      .filter((block) => SCRIPT_LANGUAGES.includes(block.getAttribute('data-language') ?? ''));
    // The page may show more (code from components), never fewer: a block that lost its markup fails here.
    expect(blocks.length).toBeGreaterThanOrEqual(fenced.length);
    const plain = blocks
      .filter((block) => block.querySelectorAll('code span[class]').length === 0)
      .map((block) => text(block).slice(0, 60));
    expect(plain).toEqual([]);
  });
});

// 5.x's getting-started guide (6.x's installs more), wherever the config serves 5.x.
describe('getting started', () => {
  const page = builtPage(pageOf('5.x', 'guides/getting-started/'));
  const article = text(page.querySelector('article'));

  it('covers installation, the babel plugin, PaperProvider, a first screen and theming', () => {
    expect(page.querySelector('.package-install [role="tab"][aria-selected="true"]')?.textContent).toBe('npm');
    // The package as the version's state has it (`react-native-paper` while current, `@5` once older).
    const { paperPackage } = versionWordsOf(versionOf('5.x')).values;
    expect(text(page.querySelector('.package-install code'))).toContain(
      `npm install ${paperPackage} react-native-safe-area-context`,
    );
    expect(article).toContain('react-native-paper/babel');
    expect(article).toContain('PaperProvider');
    expect(
      page
        .querySelectorAll('article a')
        .some((a) => a.getAttribute('href') === `${BASE}${pageOf('5.x', 'guides/theming/')}`),
    ).toBe(true);
  });
});
