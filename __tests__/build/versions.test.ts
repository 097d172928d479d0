import fs from 'fs';
import path from 'path';
import { BASE, PUBLIC_DIR, builtDocPages, builtPage, isRedirect, readBuilt, text } from '../helpers/built-site';
import { searchIndexPath, unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';
import { markdownPath } from '../../src/shared/routes';
import {
  allVersions,
  componentRoutes,
  currentVersion,
  guidesOf,
  llmsTxtOf,
  pageOf,
  prefixedVersions,
  versionLabel,
} from '../helpers/site-routes';

const versions = allVersions();
const guideRoutes = (version: (typeof versions)[number]) =>
  guidesOf(version).map(([slug]) => pageOf(version, `guides/${slug}/`));

const searchUrls = (file: string) =>
  unpackRecords(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')) as PackedIndex).map((r) => r.url);
const sitemap = () => fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap-0.xml'), 'utf8');

describe('every docs version in the built site, where the config serves it', () => {
  it.each(versions.map((version) => [version.name, version]))(
    '%s: builds every page of its pages map and every guide, and no component page its map lacks',
    (_, version) => {
      const routes = componentRoutes(version);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of [...routes.map(([route]) => route), ...guideRoutes(version)])
        expect({ route, built: fs.existsSync(path.join(PUBLIC_DIR, route, 'index.html')) }).toEqual({
          route,
          built: true,
        });
      const builtComponents = builtDocPages(version.root).filter((page) =>
        page.startsWith(pageOf(version, 'components/')),
      );
      expect(builtComponents.sort()).toEqual(routes.map(([route]) => route).sort());
    },
  );

  it.each(versions.map((version) => [version.name, version]))(
    '%s: titles each page from the pages map and heads it with its version in the search metadata',
    (_, version) => {
      for (const [route, title] of componentRoutes(version)) {
        const page = builtPage(route);
        expect({
          route,
          title: text(page.querySelector('main h1')),
          version: page.querySelector('meta[name="docsearch:version"]')?.getAttribute('content'),
        }).toEqual({
          route,
          title,
          version: version.label,
        });
      }
    },
  );

  it.each(prefixedVersions().map((version) => [version.name, version]))(
    "%s: keeps its pages' own links in the version: theme types lead to its theming guide, doc comments to its pages",
    (_, version) => {
      const leaks = [...componentRoutes(version).map(([route]) => route), ...guideRoutes(version)].flatMap((route) =>
        builtPage(route)
          .querySelectorAll('main a')
          // The banner and the changes section (which names the page it compares with) lead to other versions on purpose.
          .filter(
            (a) =>
              a.getAttribute('href')!.startsWith(`${BASE}${currentVersion().root}`) &&
              !a.closest('.version-banner') &&
              !a.closest('.doc-section--changes'),
          )
          .map((a) => `${route} -> ${a.getAttribute('href')}`),
      );
      expect(leaks).toEqual([]);
      const themeLink = builtPage(pageOf(version, 'components/Button/'))
        .querySelectorAll('.prop__facts a')
        .find((a) => text(a) === 'ThemeProp');
      expect(themeLink?.getAttribute('href')).toBe(
        `${BASE}${pageOf(version, 'guides/theming/#what-a-theme-contains')}`,
      );
    },
  );

  it("lists every version's component pages in the sitemap, without the docs landings that only redirect", () => {
    const listed = sitemap();
    for (const version of versions)
      for (const [route] of componentRoutes(version)) expect(listed).toContain(`${BASE}${route}</loc>`);
    for (const version of prefixedVersions()) expect(listed).not.toContain(`${BASE}${version.root}</loc>`);
  });

  it.each(prefixedVersions().map((version) => [version.root, version]))(
    "redirects %s to the version's main doc",
    (root, version) => {
      expect(readBuilt(root)).toContain(`${BASE}${version.mainPath}`);
    },
  );

  it.each(
    prefixedVersions().flatMap((version) => [
      [`/${version.routePrefix}/`, version.mainPath],
      [`/${version.routePrefix}/search/`, `/search/?version=${version.name}`],
    ]),
  )('sends %s to %s, with and without JavaScript, and leaves it out of the sitemap', (from, to) => {
    const page = builtPage(from);
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${BASE}${to}`);
    expect(page.querySelector('main a')?.getAttribute('href')).toBe(`${BASE}${to}`);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(sitemap()).not.toContain(`${BASE}${from}</loc>`);
  });

  it('writes one search index per version, each with only its own pages', () => {
    const current = searchUrls(searchIndexPath(currentVersion().prefix));
    for (const version of prefixedVersions()) {
      expect(current.some((url) => url.includes(`/${version.routePrefix}/`))).toBe(false);
      const own = searchUrls(searchIndexPath(version.prefix));
      expect(own.every((url) => url.startsWith(`${BASE}${version.root}`))).toBe(true);
      for (const [route] of componentRoutes(version)) expect(own).toContain(`${BASE}${route}`);
    }
  });

  it('writes llms.txt per version, each listing only its own pages', () => {
    const current = readBuilt(llmsTxtOf(currentVersion()));
    for (const version of prefixedVersions()) {
      expect(current).not.toContain(`/${version.routePrefix}/`);
      const own = readBuilt(llmsTxtOf(version));
      expect(own).toContain(`React Native Paper ${version.label}: `);
      if (version.migration) expect(own).toContain(markdownPath(pageOf(version, version.migration.guide)));
      for (const [route] of componentRoutes(version)) expect(own).toContain(markdownPath(route));
      expect(own).not.toMatch(/react-native-paper\/docs\//);
    }
  });
});

// What 6.x changed from 5.x, on 6.x's pages wherever the config serves them.
const V5 = '5.x';
const V6 = '6.x';
describe("6.x's pages beside 5.x's", () => {
  it('builds FAB.Menu, titled as the pages map names it, and no HelperText page', () => {
    expect(text(builtPage(pageOf(V6, 'components/FAB/FABMenu/')).querySelector('main h1'))).toBe('FAB.Menu');
    const helperText = path.join(PUBLIC_DIR, pageOf(V6, 'components/HelperText/'), 'index.html');
    // Where 6.x is current, 5.x's HelperText keeps its old address there as a redirect.
    expect(!fs.existsSync(helperText) || isRedirect(fs.readFileSync(helperText, 'utf8'))).toBe(true);
    expect(
      builtPage(pageOf(V6, 'components/FAB/FABMenu/'))
        .querySelector('meta[name="docsearch:version"]')
        ?.getAttribute('content'),
    ).toBe(versionLabel(V6));
  });

  it("shows no badge from 6.x's stale v5.x tags, while 5.x keeps them", () => {
    const badgesOf = (route: string) =>
      builtPage(route)
        .querySelectorAll('main .badge')
        .map((badge) => text(badge));
    const all6 = componentRoutes(V6).flatMap(([route]) => badgesOf(route));
    expect(all6.filter((badge) => /v5\.x/.test(badge))).toEqual([]);
    expect(
      ['components/Appbar/AppbarHeader/', 'components/Chip/']
        .flatMap((page) => badgesOf(pageOf(V5, page)))
        .some((b) => /v5\.x/.test(b)),
    ).toBe(true);
  });

  it("writes 6.x's TextInput props, supportingText among them, into its Markdown copy", () => {
    expect(readBuilt(markdownPath(pageOf(V6, 'components/TextInput/')))).toContain('supportingText');
  });
});
