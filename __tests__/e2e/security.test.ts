import type { Page } from '@playwright/test';
import { PHONE, visit } from './browser';
import { expect, test } from './fixtures';
import { watchPolicy } from './policy-watch';

const MAIN_PAGES = [
  '/',
  '/docs/guides/getting-started/',
  '/docs/guides/theming/',
  '/docs/guides/icons/',
  '/docs/components/Button/',
  '/docs/showcase/',
  '/search/?q=button',
];

/** The requests that left the test server's origin (`baseURL`'s). */
const offOrigin = (requests: string[], baseURL: string | undefined) =>
  requests.filter((url) => !url.startsWith(`${new URL(baseURL!).origin}/`) && !/^(data|blob):/.test(url));

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
  // The policy watch runs with the offline worker allowed, as readers' browsers run it.
  test.use({ serviceWorkers: 'allow' });

  test("is sent with every page, allows inline scripts only by hash, and eval on no page, live examples' included", async ({
    request,
  }) => {
    for (const path of ['./docs/guides/getting-started/', './docs/components/Button/', './404.html']) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).not.toContain("'unsafe-eval'");
    }
    // Only the live examples' frame may evaluate code, and it may fetch nothing.
    const frame = (await request.get('./live-preview/frame.html')).headers()['content-security-policy'] ?? '';
    expect(frame).toMatch(/^default-src 'none'; script-src 'sha256-[^']+' 'unsafe-eval';/);
  });

  test('reports no violation on the main pages, in the search dialog and the theme and icon tools, and nothing leaves the origin', async ({
    context,
    baseURL,
  }) => {
    const { violations, requests } = await watchPolicy(context);
    for (const path of MAIN_PAGES) {
      const page = await context.newPage();
      await visit(page, `.${path}`);
      await scrollThrough(page);
      if (path === '/') {
        await page.locator('.navbar .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('theme');
        await page.locator('.DocSearch-Hit').first().waitFor();
      }
      await page.close();
    }
    expect(violations).toEqual([]);
    expect(offOrigin(requests, baseURL)).toEqual([]);
  });

  test('runs and edits a live example under the policy, without requests to other origins', async ({
    context,
    page,
    open,
    baseURL,
  }) => {
    const { violations, requests } = await watchPolicy(context);
    await open('./docs/components/Button/');
    const usage = page.locator('#usage + *');
    await usage.getByRole('button', { name: 'Run live' }).click();
    await usage.frameLocator('.live-example__frame').getByRole('button', { name: 'Press me' }).waitFor();
    expect(violations).toEqual([]);
    expect(offOrigin(requests, baseURL)).toEqual([]);
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('keeps client-side navigation and the saved colour mode (the inline scripts run)', async ({
      context,
      page,
      open,
    }) => {
      const { violations } = await watchPolicy(context);
      await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await open('./docs/guides/getting-started/');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.locator('.pager__link--next').click();
      await page.waitForFunction(() => !location.pathname.endsWith('/getting-started/'));
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(violations).toEqual([]);
    });
  });
});

test.describe('links that open a new tab', () => {
  test('carry rel="noopener noreferrer" on every main page', async ({ page, open }) => {
    for (const path of MAIN_PAGES) {
      await open(`.${path}`);
      const unsafe = await page.$$eval('a[target="_blank"]', (links) =>
        links
          .map((link) => [link.getAttribute('rel') ?? '', link.outerHTML])
          .filter(([rel]) => !/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)),
      );
      expect({ path, unsafe }).toEqual({ path, unsafe: [] });
    }
  });
});
