import fs from 'fs';
import { docVersions } from '../../gatsby/config/site-config';
import { builtFile } from '../helpers/built-site';
import { apiChangesRoutes } from '../helpers/site-routes';
import { revealLazyContent, seriousViolations } from './axe';
import { DESKTOP, framesDrawn, PHONE } from './browser';
import { expect, test } from './fixtures';

// axe-core on one page of each template, in both colour modes at desktop and phone widths. The
// components, guides and search exist once per docs version, so each version's copy is checked;
// the theming and icons guides carry the site's two widgets (theme builder, icon browser).
const perVersion = docVersions().flatMap(({ prefix }) => {
  const root = prefix ? `/${prefix}` : '';
  return [
    `${root}/docs/guides/getting-started/`,
    `${root}/docs/guides/theming/`,
    `${root}/docs/components/Button/`,
    `${root}/docs/components/BottomNavigation/BottomNavigationBar/`,
    `${root}/search/?q=button`,
  ];
});
const PAGES = [
  '/',
  '/docs/guides/icons/',
  '/docs/components/TextInput/',
  '/docs/showcase/',
  '/does-not-exist/',
  ...perVersion,
  ...apiChangesRoutes(),
];

test('every page template it checks is a page of the build', () => {
  const missing = PAGES.filter((p) => p !== '/does-not-exist/' && !fs.existsSync(builtFile(p.split('?')[0])));
  expect(missing).toEqual([]);
});

// Each page loads once, in light mode at desktop width; the reader's own switches take it to the
// other states: the navbar's colour-mode button, and the window narrowed to a phone's width.
test.use({ reducedMotion: 'reduce' });
for (const sitePath of PAGES) {
  test(`axe finds no serious or critical problem on ${sitePath}, in both colour modes at desktop and phone widths`, async ({
    page,
    open,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await open(`.${sitePath}`);
    await page.waitForLoadState('networkidle');
    await revealLazyContent(page);
    const problems: string[] = [];
    const check = async (state: string) => {
      await framesDrawn(page);
      problems.push(...(await seriousViolations(page)).map((v) => `${state}: ${v}`));
    };
    await check('light, desktop');
    await page.setViewportSize(PHONE);
    await check('light, phone');
    await page.getByRole('button', { name: /^Switch to dark mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await check('dark, phone');
    await page.setViewportSize(DESKTOP);
    await check('dark, desktop');
    expect(problems).toEqual([]);
  });
}
