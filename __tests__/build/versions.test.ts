import fs from 'fs';
import path from 'path';
import { BASE, PUBLIC_DIR, builtPage, readBuilt, text } from '../helpers/built-site';
import { unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';
import { listPages, type PagesOption } from '../../plugins/gatsby-source-component-docs/page-list';
import pages5 from '../../content/5.x/component-pages.json';
import pages6 from '../../content/6.x/component-pages.json';
import { versionLabel } from '../helpers/site-routes';

const V6 = versionLabel('6.x');

const routes = (map: PagesOption, root: string) => listPages(map).map((page) => `${root}/${page.docId}/`);
const routes5 = routes(pages5, '/docs');
const routes6 = routes(pages6, '/6.x/docs');
const guides6 = fs
  .readdirSync(path.join(__dirname, '../../content/6.x/guides'))
  .map((file) => `/6.x/docs/guides/${file.replace(/^\d+-/, '').replace(/\.mdx$/, '')}/`);

const searchUrls = (file: string) =>
  unpackRecords(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')) as PackedIndex).map((r) => r.url);

describe('6.x beside 5.x in the built site', () => {
  it('builds 73 6.x component pages and every 6.x guide, and keeps the 77 5.x pages where they were', () => {
    expect(routes5).toHaveLength(77);
    expect(routes6).toHaveLength(73);
    for (const route of [...routes5, ...routes6, ...guides6])
      expect(fs.existsSync(path.join(PUBLIC_DIR, route, 'index.html'))).toBe(true);
    expect(routes6).toContain('/6.x/docs/components/FAB/FABMenu/');
    expect(fs.existsSync(path.join(PUBLIC_DIR, '6.x/docs/components/HelperText'))).toBe(false);
  });

  it('titles each page from the pages map and heads it with its version in the search metadata', () => {
    const menu = builtPage('/6.x/docs/components/FAB/FABMenu/');
    expect(text(menu.querySelector('main h1'))).toBe('FAB.Menu');
    expect(menu.querySelector('meta[name="docsearch:version"]')?.getAttribute('content')).toBe(V6);
    expect(
      builtPage('/docs/components/Button/').querySelector('meta[name="docsearch:version"]')?.getAttribute('content'),
    ).toBe(versionLabel('5.x'));
  });

  it("shows no badge from 6.x's stale v5.x tags, while 5.x keeps them", () => {
    const badgesOf = (route: string) =>
      builtPage(route)
        .querySelectorAll('main .badge')
        .map((badge) => text(badge));
    const all6 = routes6.flatMap(badgesOf);
    expect(all6.filter((badge) => /v5\.x/.test(badge))).toEqual([]);
    expect(
      ['/docs/components/Appbar/AppbarHeader/', '/docs/components/Chip/']
        .flatMap(badgesOf)
        .some((b) => /v5\.x/.test(b)),
    ).toBe(true);
  });

  it("keeps a 6.x page's own links in 6.x: theme types lead to 6.x's theming guide, doc comments to 6.x's pages", () => {
    const leaks = [...routes6, ...guides6].flatMap((route) =>
      builtPage(route)
        .querySelectorAll('main a')
        // The banner and "Changes from 5.x" (which names the 5.x page it compares with) lead to 5.x on purpose.
        .filter(
          (a) =>
            a.getAttribute('href')!.startsWith(`${BASE}/docs/`) &&
            !a.closest('.version-banner') &&
            !a.closest('.doc-section--changes'),
        )
        .map((a) => `${route} -> ${a.getAttribute('href')}`),
    );
    expect(leaks).toEqual([]);
    const themeLink = builtPage('/6.x/docs/components/Button/')
      .querySelectorAll('.prop__facts a')
      .find((a) => text(a) === 'ThemeProp');
    expect(themeLink?.getAttribute('href')).toBe(`${BASE}/6.x/docs/guides/theming/#what-a-theme-contains`);
  });

  it('lists both versions in the sitemap, without the docs landings that only redirect', () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`${BASE}/docs/components/Button/</loc>`);
    expect(sitemap).toContain(`${BASE}/6.x/docs/components/FAB/FABMenu/</loc>`);
    expect(sitemap).not.toContain(`${BASE}/6.x/docs/</loc>`);
  });

  it("redirects /6.x/docs/ to 6.x's getting-started guide", () => {
    expect(readBuilt('/6.x/docs/')).toContain(`${BASE}/6.x/docs/guides/getting-started/`);
  });

  it.each([
    ['/6.x/', '/6.x/docs/guides/getting-started/'],
    ['/6.x/search/', '/search/?version=6.x'],
  ])('sends %s to %s, with and without JavaScript, and leaves it out of the sitemap', (from, to) => {
    const page = builtPage(from);
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${BASE}${to}`);
    expect(page.querySelector('main a')?.getAttribute('href')).toBe(`${BASE}${to}`);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap-0.xml'), 'utf8')).not.toContain(`${BASE}${from}</loc>`);
  });

  it('writes one search index per version, each with only its own pages', () => {
    const current = searchUrls('search-index.json');
    const next = searchUrls('6.x/search-index.json');
    expect(current.some((url) => url.includes('/6.x/'))).toBe(false);
    expect(next.every((url) => url.startsWith(`${BASE}/6.x/docs/`))).toBe(true);
    expect(next).toContain(`${BASE}/6.x/docs/components/FAB/FABMenu/`);
  });

  it('writes llms.txt per version, each listing only its own pages', () => {
    const current = fs.readFileSync(path.join(PUBLIC_DIR, 'llms.txt'), 'utf8');
    const next = fs.readFileSync(path.join(PUBLIC_DIR, '6.x/llms.txt'), 'utf8');
    expect(current).not.toContain('/6.x/');
    expect(next).toContain(`React Native Paper ${V6}: `);
    expect(next).toContain('/6.x/docs/guides/migration.md');
    expect(next).toContain('/6.x/docs/components/FAB/FABMenu.md');
    expect(next).not.toMatch(/react-native-paper\/docs\//);
    expect(fs.readFileSync(path.join(PUBLIC_DIR, '6.x/docs/components/TextInput.md'), 'utf8')).toContain(
      'supportingText',
    );
  });
});
