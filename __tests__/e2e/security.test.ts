import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP, PHONE, openPage, siteUrl } from './browser';
import { watchedContext as watched } from './policy-watch';

const MAIN_PAGES = [
  '/',
  '/docs/guides/getting-started/',
  '/docs/guides/theming/',
  '/docs/guides/icons/',
  '/docs/components/Button/',
  '/docs/showcase/',
  '/search/?q=button',
];

const watchedContext = (browser: Browser, viewport = DESKTOP) => watched(browser, { viewport });

const offOrigin = (requests: string[]) =>
  requests.filter((url) => !url.startsWith(`${process.env.SITE_ORIGIN}/`) && !/^(data|blob):/.test(url));

/** Scrolls through the page so content that loads near the viewport (theme preview, icon browser) loads. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
}

test.describe('content security policy', () => {
  test("is sent with every page, allows inline scripts only by hash, and eval on no page, live examples' included", async () => {
    for (const path of ['/docs/guides/getting-started/', '/docs/components/Button/', '/404.html']) {
      const response = await fetch(siteUrl(path));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).not.toContain("'unsafe-eval'");
    }
    // Only the live examples' frame may evaluate code, and it may fetch nothing.
    const frame = (await fetch(siteUrl('/live-preview/frame.html'))).headers.get('content-security-policy') ?? '';
    expect(frame).toMatch(/^default-src 'none'; script-src 'sha256-[^']+' 'unsafe-eval';/);
  });

  test('reports no violation on the main pages, in the search dialog and the theme and icon tools, and nothing leaves the origin', async ({
    browser,
  }) => {
    const { context, violations, requests } = await watchedContext(browser);
    for (const path of MAIN_PAGES) {
      const page = await openPage(browser, path, { context });
      await scrollThrough(page);
      if (path === '/') {
        await page.locator('.navbar .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('theme');
        await page.locator('.DocSearch-Hit').first().waitFor();
      }
      await page.close();
    }
    expect(violations).toEqual([]);
    expect(offOrigin(requests)).toEqual([]);
    await context.close();
  });

  test('runs and edits a live example under the policy, without requests to other origins', async ({ browser }) => {
    const { context, violations, requests } = await watchedContext(browser);
    const page = await openPage(browser, '/docs/components/Button/', { context });
    const usage = page.locator('#usage + *');
    await usage.getByRole('button', { name: 'Run live' }).click();
    await usage.frameLocator('.live-example__frame').getByRole('button', { name: 'Press me' }).waitFor();
    expect(violations).toEqual([]);
    expect(offOrigin(requests)).toEqual([]);
    await context.close();
  });

  test('keeps client-side navigation and the saved colour mode (the inline scripts run)', async ({ browser }) => {
    const { context, violations } = await watchedContext(browser, PHONE);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await openPage(browser, '/docs/guides/getting-started/', { context });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.pager__link--next').click();
    await page.waitForFunction(() => !location.pathname.endsWith('/getting-started/'));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });
});

test.describe('links that open a new tab', () => {
  test('carry rel="noopener noreferrer" on every main page', async ({ browser }) => {
    for (const path of MAIN_PAGES) {
      const page = await openPage(browser, path);
      const unsafe = await page.$$eval('a[target="_blank"]', (links) =>
        links
          .map((link) => [link.getAttribute('rel') ?? '', link.outerHTML])
          .filter(([rel]) => !/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)),
      );
      expect({ path, unsafe }).toEqual({ path, unsafe: [] });
      await page.context().close();
    }
  });
});
