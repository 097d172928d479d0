import { buildPageRecords, buildSearchRecords, searchedPages } from '../../gatsby/post-build/search-records';
import { componentFileOf } from '../../gatsby/page-kinds/registry';
import { component } from '../../gatsby/page-kinds/component';
import { guide } from '../../gatsby/page-kinds/guide';
import { redirect } from '../../gatsby/page-kinds/redirect';
import { showcase } from '../../gatsby/page-kinds/showcase';
import { packRecords, unpackRecords } from '../../src/shared/search/index-format';
import { SEARCH_SKIP_ATTRIBUTE } from '../../src/shared/search-markup';

const page = (article: string) =>
  `<html><body><nav><a href="/x">Menu</a></nav><main><article class="doc-content">${article}</article></main></body></html>`;

const GUIDE = page(`
  <header><h1 class="doc-content__title">Theming</h1></header>
  <details class="toc" data-search-skip><summary>On this page</summary><ul><li><a href="#colours">Colours</a></li></ul></details>
  <p>Paper themes follow <strong>Material</strong> Design.</p>
  <h2 id="colours">Colours<a class="anchor-heading__link" data-search-skip href="#colours">#</a></h2>
  <p>Every role has a light &amp; dark value.</p>
  <div class="code-block" data-search-skip><pre><code>const theme = {};</code></pre><button>Copy</button></div>
  <ul><li>primary<ul><li>nested item</li></ul></li><li>secondary</li></ul>
  <h3 id="elevation"><code>elevation</code><span class="badge" data-search-skip>New</span><a class="anchor-heading__link" data-search-skip="" href="#elevation">#</a></h3>
  <p>Levels 0 to 5.</p>
  <h2>No id here</h2>
  <p>Text under a heading without anchor.</p>
`);

describe('search records', () => {
  const records = buildPageRecords('/docs/guides/theming/', GUIDE, '/base', 'Guides');

  it('makes a heading record per h1/h2/h3 and a content record per block, with the anchor of its heading', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', '/base/docs/guides/theming/', null, null, null],
      ['content', '/base/docs/guides/theming/', null, null, 'Paper themes follow Material Design.'],
      ['lvl2', '/base/docs/guides/theming/#colours', 'Colours', null, null],
      ['content', '/base/docs/guides/theming/#colours', 'Colours', null, 'Every role has a light & dark value.'],
      ['content', '/base/docs/guides/theming/#colours', 'Colours', null, 'primary'],
      ['content', '/base/docs/guides/theming/#colours', 'Colours', null, 'nested item'],
      ['content', '/base/docs/guides/theming/#colours', 'Colours', null, 'secondary'],
      ['lvl3', '/base/docs/guides/theming/#elevation', 'Colours', 'elevation', null],
      ['content', '/base/docs/guides/theming/#elevation', 'Colours', 'elevation', 'Levels 0 to 5.'],
      ['lvl2', '/base/docs/guides/theming/', 'No id here', null, null],
      ['content', '/base/docs/guides/theming/', 'No id here', null, 'Text under a heading without anchor.'],
    ]);
    expect(new Set(records.map((r) => `${r.hierarchy.lvl0}/${r.hierarchy.lvl1}`))).toEqual(new Set(['Guides/Theming']));
  });

  it('leaves out code, the table of contents, badges, anchor links and page furniture', () => {
    const all = JSON.stringify(records);
    for (const noise of ['const theme', 'On this page', 'Copy', 'New', 'Menu', '#"']) expect(all).not.toContain(noise);
  });

  it('skips what the markup marks, whatever its class, and keeps furniture classes that are not marked', () => {
    const marked = buildPageRecords(
      '/docs/guides/x/',
      page(
        `<h1>X</h1><div ${SEARCH_SKIP_ATTRIBUTE}><p>Marked text</p></div><div class="code-block"><p>Unmarked text</p></div>`,
      ),
      '',
      'Guides',
    );
    expect(marked.map((r) => r.content)).toEqual([null, 'Unmarked text']);
  });

  it('cuts very long text and skips pages without an article', () => {
    const long = buildPageRecords('/docs/guides/x/', page(`<h1>X</h1><p>${'word '.repeat(200)}</p>`), '', 'Guides');
    expect(long[1].content!.length).toBeLessThanOrEqual(401);
    expect(long[1].content!.endsWith('…')).toBe(true);
    expect(buildPageRecords('/docs/guides/x/', '<html><body><p>hi</p></body></html>', '', 'Guides')).toEqual([]);
  });

  it("reads a version's pages of the searched kinds, by area (guides, components, showcase), and packs them losslessly", () => {
    const pages = new Map([
      ['/docs/showcase/', page('<h1>Showcase</h1><h2>App</h2><p>An app.</p>')],
      [
        '/docs/components/Button/',
        page('<h1>Button</h1><h2 id="props">Props</h2><h3 id="prop-mode">mode</h3><p>Mode of the button.</p>'),
      ],
      ['/docs/guides/theming/', GUIDE],
      ['/', page('<h1>Home</h1>')],
      ['/2.x/docs/guides/theming/', GUIDE.replace('Theming', 'Theming in 2.x')],
    ]);
    // As Gatsby holds them: a guide's component names its MDX file; a redirect names no version.
    const sitePage = (path: string, kind: typeof guide, version?: string) => ({
      path,
      component: componentFileOf(kind) + (kind === guide ? `?__contentFilePath=/content${path}.mdx` : ''),
      context: version ? { version } : { to: '/docs/' },
    });
    const sitePages = [
      sitePage('/docs/showcase/', showcase, '1.x'),
      sitePage('/docs/components/Button/', component, '1.x'),
      sitePage('/docs/guides/theming/', guide, '1.x'),
      sitePage('/2.x/docs/guides/theming/', guide, '2.x'),
      sitePage('/docs/', redirect),
    ];
    const searched = searchedPages(sitePages, '1.x');
    expect(searched).toEqual([
      { path: '/docs/guides/theming/', area: 'Guides' },
      { path: '/docs/components/Button/', area: 'Components' },
      { path: '/docs/showcase/', area: 'Showcase' },
    ]);
    const all = buildSearchRecords(pages, searched, '/base');
    expect([...new Set(all.map((r) => r.hierarchy.lvl1))]).toEqual(['Theming', 'Button', 'Showcase']);
    expect(all[0].hierarchy.lvl0).toBe('Guides');
    const packed = packRecords(all);
    expect(packed.pages).toHaveLength(3);
    expect(unpackRecords(JSON.parse(JSON.stringify(packed)))).toEqual(all);
  });

  it('writes an anchor its heading spells once, as the number of the rule that spells it, and any other as it is', () => {
    const heading = (type: 'lvl2' | 'lvl3', lvl2: string, lvl3: string | null, anchor: string) => ({
      type,
      url: `/base/docs/components/Button/#${anchor}`,
      hierarchy: { lvl0: 'Components', lvl1: 'Button', lvl2, lvl3 },
      content: null,
    });
    const all = [
      {
        type: 'lvl1' as const,
        url: '/base/docs/components/Button/',
        hierarchy: { lvl0: 'Components', lvl1: 'Button', lvl2: null, lvl3: null },
        content: null,
      },
      heading('lvl2', 'Changes from 5.x', null, 'changes-from-5x'),
      heading('lvl3', 'Common questions', "Why can't I press it?", 'q-why-cant-i-press-it'),
      heading('lvl3', 'Common questions', "Why can't I press it?", 'q-why-cant-i-press-it-1'),
      heading('lvl3', 'Props', 'onPress', 'prop-onPress'),
      heading('lvl2', 'Renamed', null, 'an-older-anchor'),
    ];
    const packed = packRecords(all);
    expect(packed.v).toBe(2);
    expect(packed.pages[0][3].map((section) => section[3])).toEqual([
      '',
      0,
      1,
      'q-why-cant-i-press-it-1',
      2,
      'an-older-anchor',
    ]);
    expect(unpackRecords(JSON.parse(JSON.stringify(packed)))).toEqual(all);
  });
});
