import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage, siteUrl, useBrowser } from './browser';

const { browser } = useBrowser();

const MAIN_PAGES = ['/', '/docs/guides/getting-started/', '/docs/guides/theming/', '/docs/guides/icons/', '/docs/components/Button/', '/docs/showcase/', '/search/?q=button'];

/** A context that keeps every CSP violation report and every request URL, from all its pages. */
async function watchedContext(viewport = DESKTOP): Promise<{ context: BrowserContext; violations: string[]; requests: string[] }> {
  const context = await browser().newContext({ viewport });
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', ({ page }, report: string) => violations.push(`${page.url()}: ${report}`));
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // Every request, the service worker's included.
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  return { context, violations, requests };
}

const offOrigin = (requests: string[]) => requests.filter((url) => !url.startsWith(`${process.env.SITE_ORIGIN}/`) && !/^(data|blob):/.test(url));

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

describe('content security policy', () => {
  it('is sent with every page, allows inline scripts only by hash, and eval only beside live examples', async () => {
    for (const path of ['/docs/guides/getting-started/', '/docs/components/Button/', '/404.html']) {
      const response = await fetch(siteUrl(path));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy.includes("'unsafe-eval'")).toBe(path.includes('/components/'));
    }
  });

  it('reports no violation on the main pages, in the search dialog and the theme and icon tools, and nothing leaves the origin', async () => {
    const { context, violations, requests } = await watchedContext();
    for (const path of MAIN_PAGES) {
      const page = await openPage(browser(), path, { context });
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

  it('runs and edits a live example under the policy, without requests to other origins', async () => {
    const { context, violations, requests } = await watchedContext();
    const page = await openPage(browser(), '/docs/components/Button/', { context });
    const usage = page.locator('#usage + *');
    await usage.getByRole('button', { name: 'Run live' }).click();
    await usage.locator('.live-example__screen').getByRole('button').first().waitFor();
    expect(violations).toEqual([]);
    expect(offOrigin(requests)).toEqual([]);
    await context.close();
  });

  it('keeps client-side navigation and the saved colour mode (the inline scripts run)', async () => {
    const { context, violations } = await watchedContext(PHONE);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await openPage(browser(), '/docs/guides/getting-started/', { context });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.pager__link--next').click();
    await page.waitForFunction(() => !location.pathname.endsWith('/getting-started/'));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('links that open a new tab', () => {
  it('carry rel="noopener noreferrer" on every main page', async () => {
    for (const path of MAIN_PAGES) {
      const page = await openPage(browser(), path);
      const unsafe = await page.$$eval('a[target="_blank"]', (links) =>
        links.map((link) => [link.getAttribute('rel') ?? '', link.outerHTML]).filter(([rel]) => !/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)),
      );
      expect({ path, unsafe }).toEqual({ path, unsafe: [] });
      await page.context().close();
    }
  });
});
