import { areaOf, buildPageRecords, buildSearchRecords } from '../../gatsby/post-build/search-records';
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

  it("knows the area of a version's page from its path below the version's docs root", () => {
    expect(areaOf('/docs/guides/fonts/', '/docs/')).toBe('Guides');
    expect(areaOf('/docs/components/Appbar/AppbarAction/', '/docs/')).toBe('Components');
    expect(areaOf('/docs/showcase/', '/docs/')).toBe('Showcase');
    expect(areaOf('/search/', '/docs/')).toBeNull();
    expect(areaOf('/guides/docs/guides/x/', '/guides/docs/')).toBe('Guides');
    expect(areaOf('/6.x/docs/guides/x/', '/docs/')).toBeNull();
  });

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

  it('orders pages guides, components, showcase and packs them losslessly', () => {
    const pages = new Map([
      ['/docs/showcase/', page('<h1>Showcase</h1><h2>App</h2><p>An app.</p>')],
      [
        '/docs/components/Button/',
        page('<h1>Button</h1><h2 id="props">Props</h2><h3 id="prop-mode">mode</h3><p>Mode of the button.</p>'),
      ],
      ['/docs/guides/theming/', GUIDE],
      ['/', page('<h1>Home</h1>')],
      ['/6.x/docs/guides/theming/', GUIDE.replace('Theming', 'Theming in 6.x')],
    ]);
    const all = buildSearchRecords(pages, '/base', '/docs/');
    expect([...new Set(all.map((r) => r.hierarchy.lvl1))]).toEqual(['Theming', 'Button', 'Showcase']);
    const packed = packRecords(all);
    expect(packed.pages).toHaveLength(3);
    expect(unpackRecords(JSON.parse(JSON.stringify(packed)))).toEqual(all);
  });
});
