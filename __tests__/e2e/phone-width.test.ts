import type { Page } from '@playwright/test';
import fs from 'fs';
import { builtHtmlFiles, PUBLIC_DIR } from '../helpers/built-site';
import { BASE, framesDrawn } from './browser';
import { expect, test } from './fixtures';

const NARROW_PHONES = [360, 390];

/** Goes to `path` by Gatsby's client-side navigation and resolves once the page there has been drawn. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => (window as any).___navigate(target), `${BASE}${path}`);
  await page.waitForFunction((target) => location.pathname === target, `${BASE}${path}`);
  await framesDrawn(page);
}

/**
 * Every page of the site, as its path (`/docs/components/Button/`), from the built HTML; pages that
 * only lead on to another (old addresses) are left out: the reader sees the page they lead to.
 */
const sitePaths = builtHtmlFiles()
  .filter((file) => file.endsWith('/index.html') && !fs.readFileSync(file, 'utf8').includes('http-equiv="refresh"'))
  .map((file) => file.slice(PUBLIC_DIR.length, -'index.html'.length).replace(/\\/g, '/'))
  .filter((path) => !path.startsWith('/404') && !path.startsWith('/offline-plugin-app-shell-fallback'));

// Every page at the narrowest phone width (a page that fits 360 px fits 390), in four parts that the
// workers share.
const NARROWEST = Math.min(...NARROW_PHONES);
const PARTS = 4;

test.describe('pages on narrow phones', () => {
  test('the sweep reaches every page of the build', () => {
    expect(sitePaths.length).toBeGreaterThan(170);
  });

  test.describe(() => {
    test.use({ viewport: { width: NARROWEST, height: 740 } });
    for (let part = 0; part < PARTS; part++) {
      test(`no page scrolls sideways at ${NARROWEST} px (part ${part + 1} of ${PARTS})`, async ({ page, open }) => {
        test.setTimeout(240_000);
        const wide: string[] = [];
        const [first, ...rest] = sitePaths.filter((_, index) => index % PARTS === part);
        await open(`.${first}`);
        // The rest by the site's own navigation, as a reader's link would, without loading the site's code again.
        for (const path of [first, ...rest]) {
          if (path !== first) await navigateInApp(page, path);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > NARROWEST) wide.push(`${path} (${scrollWidth} px)`);
        }
        expect(wide).toEqual([]);
      });
    }
  });

  for (const width of NARROW_PHONES) {
    test.describe(() => {
      test.use({ viewport: { width, height: 740 } });
      test(`the navbar keeps its search and colour-mode buttons whole at ${width} px`, async ({ page, open }) => {
        await open('./docs/components/Button/');
        for (const name of ['Search', /^Switch to (dark|light) mode/]) {
          const box = (await page.getByRole('button', { name }).first().boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
      });
    });

    test.describe(() => {
      test.use({ viewport: { width, height: 640 } });
      test(`the phone menu's last link on a component page can be scrolled to and followed at ${width} px`, async ({
        page,
        open,
      }) => {
        await open('./docs/components/Button/');
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Navigation menu' });
        await menu.waitFor();
        const last = menu.locator('a[href]').last();
        const href = (await last.getAttribute('href'))!;
        await last.scrollIntoViewIfNeeded();
        const box = (await last.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(640);
        await last.click();
        await page.waitForURL((url) => url.pathname === new URL(href, page.url()).pathname);
      });
    });
  }
});
