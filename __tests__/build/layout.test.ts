import { BASE, builtPage, text } from '../helpers/built-site';
import fs from 'fs';
import path from 'path';
import { allVersions, currentVersion, dropdownLabels, NAVBAR, pageOf, sidebarGuidesOf } from '../helpers/site-routes';
import { parse } from 'node-html-parser';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { announcementBarOf } from '../../src/shared/announcement-bar';

// The current version's theming guide, at /docs/.
const page = builtPage('/docs/guides/theming/');

describe('page furniture in the built HTML', () => {
  it('starts with a skip link to the main content', () => {
    const firstLink = page.querySelector('body a');
    expect(text(firstLink)).toBe('Skip to main content');
    expect(firstLink?.getAttribute('href')).toBe('#main-content');
    expect(page.querySelector('main#main-content')).not.toBeNull();
  });

  it('has the navbar links, version dropdown and icon links with accessible names', () => {
    const links = page.querySelectorAll('.navbar__items .navbar__link').map((a) => [text(a), a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        [NAVBAR.guides, `${BASE}/docs/guides/getting-started/`],
        [NAVBAR.components, `${BASE}/docs/components/ActivityIndicator/`],
        [NAVBAR.showcase, `${BASE}/docs/showcase/`],
      ]),
    );
    expect(page.querySelector('.navbar__link[aria-current="page"]')?.textContent).toBe(NAVBAR.guides);
    expect(text(page.querySelector('.navbar__dropdown-toggle'))).toBe(currentVersion().label);
    expect(page.querySelectorAll('.navbar__dropdown-link').map((a) => text(a))).toEqual(dropdownLabels());
    const icons = page
      .querySelectorAll('.navbar__icon-link')
      .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(icons).toEqual([
      ['Discord', 'https://discord.gg/zwR2Cdh'],
      ['Twitter', 'https://twitter.com/rn_paper'],
      ['GitHub', 'https://github.com/callstack/react-native-paper'],
    ]);
    expect(page.querySelector('.color-mode-toggle')?.getAttribute('aria-label')).toMatch(/Switch to dark mode/);
    expect(
      page.querySelectorAll('.navbar__brand img').map((img) => [img.getAttribute('class'), img.getAttribute('src')]),
    ).toEqual([
      ['only-light', `${BASE}/images/logo.svg`],
      ['only-dark', `${BASE}/images/logo-dark.svg`],
    ]);
  });

  it('applies the colour mode from an inline script in the head, before any bundle', () => {
    const headScript = page.querySelectorAll('head script').find((s) => s.textContent.includes('data-theme'));
    expect(headScript).toBeDefined();
    expect(headScript?.getAttribute('src')).toBeUndefined();
    expect(headScript?.textContent).toContain('localStorage.getItem("theme")');
  });

  it("shows each version's configured announcement bar, its links under the base path, with a close button", () => {
    const config = siteConfig();
    for (const sitePath of allVersions().map((version) => pageOf(version, 'guides/theming/'))) {
      const configured = announcementBarOf(config.announcementBar, docVersions(), sitePath);
      const bar = builtPage(sitePath).querySelector('.announcement-bar');
      if (!configured) {
        expect(bar).toBeNull();
        continue;
      }
      const configuredBar = parse(configured.content);
      expect(text(bar)).toBe(text(configuredBar));
      expect(bar?.querySelector('a')?.getAttribute('href')).toBe(
        `${BASE}${configuredBar.querySelector('a')?.getAttribute('href')}`,
      );
      expect(bar?.querySelector('button')?.getAttribute('aria-label')).toBe('Close announcement');
    }
  });

  it('lists every guide in the sidebar in order, marking the current one', () => {
    const sidebar = page.querySelectorAll('.doc-page__sidebar .sidebar__link');
    expect(sidebar.map((a) => text(a))).toEqual(sidebarGuidesOf().map(([, title]) => title));
    expect(text(page.querySelector('.doc-page__sidebar [aria-current="page"]'))).toBe('Theming');
  });

  it('ends doc pages with an edit link and previous / next links', () => {
    const { guideEditUrl, guidesDir } = currentVersion();
    const source = fs.readdirSync(guidesDir).find((file) => file.replace(/^\d+-/, '') === 'theming.mdx')!;
    const projectRoot = path.resolve(__dirname, '..', '..');
    expect(page.querySelector('.edit-this-page')?.getAttribute('href')).toBe(
      `${guideEditUrl}${path.relative(projectRoot, path.join(guidesDir, source))}`,
    );
    const guides = sidebarGuidesOf().map(([slug]) => `${BASE}/docs/guides/${slug}/`);
    const here = guides.indexOf(`${BASE}/docs/guides/theming/`);
    expect(here).toBeGreaterThan(0);
    expect(page.querySelector('.pager__link--prev')?.getAttribute('href')).toBe(guides[here - 1]);
    expect(page.querySelector('.pager__link--next')?.getAttribute('href')).toBe(guides[here + 1]);
  });

  it('has a footer with link columns, the dark logo (the footer is dark in both modes) and the copyright', () => {
    const footer = page.querySelector('footer.footer');
    expect(footer?.querySelectorAll('.footer__title').map((t) => text(t))).toEqual(['Docs', 'Community', 'More']);
    expect(footer?.querySelectorAll('img').map((img) => [img.getAttribute('class'), img.getAttribute('src')])).toEqual([
      ['footer__logo', `${BASE}/images/logo-dark.svg`],
    ]);
    expect(text(footer?.querySelector('.footer__copyright') ?? null)).toMatch(
      /^Copyright © \d{4} Callstack Open Source/,
    );
  });

  it('groups the components sidebar by family, expanded', () => {
    const components = builtPage('/docs/components/Appbar/AppbarAction/');
    const categories = components.querySelectorAll('.doc-page__sidebar .sidebar__category');
    // A family of the pages map with more than one page is a category; one with a single page is a link.
    const families = Object.entries(currentVersion().componentPages)
      .filter(([, pages]) => typeof pages === 'object' && Object.keys(pages).length > 1)
      .map(([family]) => family);
    expect(families.length).toBeGreaterThan(0);
    expect(categories.map((c) => text(c.querySelector('.sidebar__category-label')))).toEqual(families);
    expect(categories.every((c) => c.querySelector('.sidebar__list')?.getAttribute('hidden') === undefined)).toBe(true);
    const appbar = categories.find((c) => text(c.querySelector('.sidebar__category-label')) === 'Appbar');
    expect(appbar?.querySelector('.sidebar__category-label')?.getAttribute('href')).toBe(
      `${BASE}/docs/components/Appbar/`,
    );
    expect(appbar?.querySelectorAll('.sidebar__list .sidebar__link').map((a) => text(a))).toEqual([
      'Appbar.Action',
      'Appbar.BackAction',
      'Appbar.Content',
      'Appbar.Header',
    ]);
  });
});
