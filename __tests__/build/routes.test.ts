import fs from 'fs';
import path from 'path';
import { BASE, builtDocPages, builtFile, builtPage, PUBLIC_DIR, readBuilt, text } from '../helpers/built-site';
import { componentRoutes, currentVersion, guidesOf, pageOf, REPLACED_SITE_GUIDES } from '../helpers/site-routes';
import siteConfig from '../../site.config';

/** An absolute URL on the deployed site: `https://callstack.github.io/react-native-paper/docs/…` */
const absolute = (sitePath: string) => `${siteConfig.url}${BASE}${sitePath}`;

const docRoutes: [string, string][] = [
  ...guidesOf().map(([slug, title]): [string, string] => [`/docs/guides/${slug}/`, title]),
  ['/docs/showcase/', 'Showcase'],
  ...componentRoutes(),
];

describe('built routes', () => {
  it('has every component page the pages map lists, and no other', () => {
    const built = builtDocPages('/docs/').filter((page) => page.startsWith('/docs/components/'));
    expect(built.length).toBeGreaterThan(0);
    expect(built.sort()).toEqual(
      componentRoutes()
        .map(([route]) => route)
        .sort(),
    );
  });

  // 5.x's guides keep the addresses and titles of the site this one replaces, and those addresses
  // under /docs/ keep working whichever version is current (as its page, or leading to 5.x's).
  it.each(REPLACED_SITE_GUIDES)(
    "keeps the replaced site's guide %s: its address under /docs/ and 5.x's guide there",
    (slug, title) => {
      expect(fs.existsSync(builtFile(`/docs/guides/${slug}/`))).toBe(true);
      const page = builtPage(pageOf('5.x', `guides/${slug}/`));
      expect(text(page.querySelector('main h1'))).toBe(title);
    },
  );

  it.each(docRoutes)('%s is built with its title and heading', (route, title) => {
    const page = builtPage(route);
    expect(text(page.querySelector('title'))).toBe(`${title} | React Native Paper`);
    expect(text(page.querySelector('main h1'))).toBe(title);
  });

  it('serves the home page with the site title and both calls to action', () => {
    const page = builtPage('/');
    expect(text(page.querySelector('title'))).toBe('React Native Paper');
    const actions = page.querySelectorAll('.hero__actions a').map((a) => [text(a), a.getAttribute('href')]);
    expect(actions).toEqual([
      ['Get started', `${BASE}/docs/guides/getting-started/`],
      ['Components', `${BASE}/docs/components/ActivityIndicator/`],
    ]);
    expect(text(page.querySelector('.hero__install code'))).toBe(
      'npm install react-native-paper react-native-safe-area-context',
    );
  });

  it('shows a gallery of component screenshots linking to their pages', () => {
    const cards = builtPage('/').querySelectorAll('.gallery__card');
    expect(cards.map((card) => [text(card), card.getAttribute('href')])).toEqual(
      ['Button', 'Card', 'Chip', 'FAB', 'Searchbar', 'SegmentedButtons', 'Switch', 'TextInput'].map((title) => [
        title,
        `${BASE}/docs/components/${title}/`,
      ]),
    );
    for (const card of cards) {
      const [light, dark] = card.querySelectorAll('img');
      expect([light.getAttribute('class'), dark.getAttribute('class')]).toEqual(['only-light', 'only-dark']);
      expect(fs.existsSync(path.join(PUBLIC_DIR, light.getAttribute('src')!.slice(BASE.length)))).toBe(true);
    }
  });

  it("sends /docs/ to the current version's main doc", () => {
    const page = builtPage('/docs/');
    const { mainPath } = currentVersion();
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${BASE}${mainPath}`);
    expect(page.querySelector('main a')?.getAttribute('href')).toBe(`${BASE}${mainPath}`);
  });

  it('has a not-found page', () => {
    const page = builtPage('/404.html');
    expect(text(page.querySelector('title'))).toBe('Page not found | React Native Paper');
    expect(text(page.querySelector('main h1'))).toBe('Page not found');
  });

  it('answers /page.html with the same page as /page/', () => {
    for (const route of ['/docs/guides/theming/', '/docs/showcase/', '/docs/components/Appbar/AppbarAction/']) {
      const alias = path.join(PUBLIC_DIR, `${route.slice(0, -1)}.html`);
      expect(fs.readFileSync(alias, 'utf8')).toBe(readBuilt(route));
    }
    expect(fs.existsSync(builtFile('/docs/guides/theming/index.html'))).toBe(true);
  });

  it('gives every page a language, a canonical URL and OpenGraph tags', () => {
    const page = builtPage('/docs/guides/theming/');
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absolute('/docs/guides/theming/'));
    expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Theming | React Native Paper',
    );
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(`${BASE}/images/favicon.ico`);
    expect(fs.existsSync(path.join(PUBLIC_DIR, 'images', 'favicon.ico'))).toBe(true);
  });

  it('writes a sitemap of the real pages and a robots.txt pointing to it', () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${absolute('/docs/guides/getting-started/')}</loc>`);
    expect(sitemap).toContain(`<loc>${absolute('/docs/components/Appbar/AppbarAction/')}</loc>`);
    expect(sitemap).not.toContain('404');
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap-index.xml')}`);
  });
});
