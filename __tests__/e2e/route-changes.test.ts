import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, openPage, siteUrl, useBrowser } from './browser';

const { browser } = useBrowser();

/** Counts how often the progress bar was put into the page. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    (window as any).__progressShown = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if ((node as Element).id === 'nprogress') (window as any).__progressShown += 1;
        });
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as any).__progressShown as number);
}

/** Holds back the page data of one route for `ms`. */
async function delayPageData(context: BrowserContext, route: string, ms: number) {
  await context.route(`**/page-data${route}page-data.json`, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await request.continue();
  });
}

describe('route progress bar', () => {
  it('appears for a slow navigation and goes away once the page has rendered', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await delayPageData(context, '/docs/guides/fonts/', 1200);
    const page = await openPage(browser(), '/docs/guides/icons/', { context });
    const shown = await watchProgressBar(page);
    await page.locator('.pager__link--next').click();
    await page.waitForSelector('#nprogress .bar', { timeout: 1000 });
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Fonts');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    expect(await shown()).toBe(1);
    await context.close();
  });

  it('stays hidden for a navigation faster than 200 ms', async () => {
    const page = await openPage(browser(), '/docs/guides/icons/');
    // Hovering makes Gatsby load the next page's data and code; once it holds them, the page is ready at once
    // (waiting for the network to go quiet is not enough: the offline worker may still be fetching for it).
    const next = page.locator('.pager__link--next');
    await next.hover();
    await page.waitForFunction(() => Boolean((window as any).___loader.loadPageSync('/docs/guides/fonts/')));
    const shown = await watchProgressBar(page);
    await next.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Fonts');
    await page.waitForTimeout(400);
    expect(await shown()).toBe(0);
    await page.context().close();
  });
});

describe('scrolling on route change', () => {
  it('starts a new page at the top', async () => {
    const page = await openPage(browser(), '/docs/guides/theming/');
    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('.doc-page__sidebar').getByRole('link', { name: 'Fonts', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Fonts');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('scrolls to the anchor of the new page when the link has one', async () => {
    const page = await openPage(browser(), '/');
    await page.evaluate(() => (window as any).___navigate('/react-native-paper/docs/components/Button/#prop-loading'));
    await page.waitForFunction(() => {
      const target = document.getElementById('prop-loading');
      const top = target?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(page.url()).toBe(siteUrl('/docs/components/Button/#prop-loading'));
    await page.context().close();
  });
});

describe('prefetching', () => {
  // Gatsby starts its prefetch queue 3 s after the first link comes into view.
  const PREFETCH_WAIT = 4000;

  /** Records the page data requested for other guides than the one open. */
  const recordPrefetches = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/page-data/docs/guides/') && !url.includes('/theming/')) urls.push(url);
    });
    return urls;
  };

  it('fetches the pages that links lead to', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const urls = recordPrefetches(page);
    await page.goto(siteUrl('/docs/guides/theming/'));
    await page.waitForTimeout(PREFETCH_WAIT);
    expect(urls.length).toBeGreaterThan(0);
    await context.close();
  });

  it('is skipped on a 2g or data-saver connection', async () => {
    for (const connection of [
      { effectiveType: '2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
      const context = await browser().newContext({ viewport: DESKTOP });
      await context.addInitScript(
        (value) => Object.defineProperty(navigator, 'connection', { get: () => value }),
        connection,
      );
      const page = await context.newPage();
      const urls = recordPrefetches(page);
      await page.goto(siteUrl('/docs/guides/theming/'));
      await page.waitForTimeout(PREFETCH_WAIT);
      expect(urls).toEqual([]);
      await context.close();
    }
  });

  it('reloads the whole page when a route cannot load its resources', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    // The route's data fails until the browser loads the page itself.
    let failing = true;
    await context.route('**/page-data/docs/guides/fonts/page-data.json', (request) =>
      failing ? request.abort() : request.continue(),
    );
    const page = await openPage(browser(), '/docs/guides/icons/', { context });
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().includes('/docs/guides/fonts/')) failing = false;
    });
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator('.pager__link--next').click();
    await page.waitForURL(siteUrl('/docs/guides/fonts/'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Fonts');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBeUndefined();
    await context.close();
  });
});
