import { expect, test } from '@playwright/test';
import fs from 'fs';
import { docVersions } from '../../gatsby/config/site-config';
import { builtFile } from '../helpers/built-site';
import { apiChangesRoutes } from '../helpers/site-routes';
import { revealLazyContent, seriousViolations } from './axe';
import { DESKTOP, openPage, PHONE } from './browser';

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

for (const mode of ['light', 'dark'] as const) {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`axe finds no serious or critical problem on any page template, in ${mode} mode at ${width} width`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport });
      await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
      const problems: string[] = [];
      for (const sitePath of PAGES) {
        const page = await openPage(browser, sitePath, { context });
        await page.waitForLoadState('networkidle');
        await revealLazyContent(page);
        problems.push(...(await seriousViolations(page)).map((v) => `${sitePath}: ${v}`));
        await page.close();
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}
