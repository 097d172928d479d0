import { expect, test } from '@playwright/test';
import { componentRoutes, GUIDES } from '../helpers/site-routes';
import { revealLazyContent, seriousViolations } from './axe';
import { DESKTOP, openPage, PHONE } from './browser';

const COMPONENTS = ['Button', 'TextInput', 'Appbar', 'Chip', 'List.Accordion', 'BottomNavigation', 'Dialog'];
const componentPages = componentRoutes()
  .filter(([, title]) => COMPONENTS.includes(title))
  .map(([route]) => route);
const PAGES = [
  '/',
  ...GUIDES.map(([slug]) => `/docs/guides/${slug}/`),
  ...componentPages,
  '/docs/showcase/',
  '/search/?q=button',
  '/does-not-exist/',
];

const WIDTHS = { desktop: DESKTOP, phone: PHONE };
const CASES = (['light', 'dark'] as const).flatMap((mode) =>
  (['desktop', 'phone'] as const).map((width) => [mode, width, WIDTHS[width]] as const),
);

test.describe('accessibility (axe-core)', () => {
  test('checks every component page it names', () => {
    expect(componentPages).toHaveLength(COMPONENTS.length);
  });

  test.each(CASES)(
    'finds no serious or critical problem on the home page, every guide and the main pages in %s mode at %s width',
    async (mode, _, viewport) => {
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
    },
    180000,
  );
});
