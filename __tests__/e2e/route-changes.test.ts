import type { BrowserContext, Page } from '@playwright/test';
import { BASE, timerFired, waitForHydration } from './browser';
import { expect, test } from './fixtures';

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

/**
 * Holds back the page data of one route until the returned function is called, so a navigation to it
 * is slow for as long as the test needs, however busy the machine.
 */
async function holdPageData(context: BrowserContext, route: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**/page-data${route}page-data.json`, async (request) => {
    await released;
    await request.continue();
  });
  return release;
}

test.describe('route progress bar', () => {
  /** Two ways a reader goes from Icons to Fonts: a link (the pager's), and the site's own navigation (Enter on a search hit). */
  const TO_FONTS: [string, (page: Page) => Promise<void>][] = [
    ['the pager link', (page) => page.locator('.pager__link--next').click()],
    [
      'Enter on a hit in the search dialog',
      async (page) => {
        await page.locator('.navbar__search .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('fonts');
        await page.locator(`.DocSearch-Hit[aria-selected="true"] a[href^="${BASE}/docs/guides/fonts/"]`).waitFor();
        await page.keyboard.press('Enter');
      },
    ],
  ];

  for (const [how, go] of TO_FONTS) {
    test(`appears for a slow navigation (${how}) and goes away once the page has rendered`, async ({
      context,
      page,
      open,
    }) => {
      const release = await holdPageData(context, '/docs/guides/fonts/');
      await open('./docs/guides/icons/');
      const shown = await watchProgressBar(page);
      await go(page);
      await expect(page.locator('#nprogress .bar')).toBeVisible();
      release();
      await expect(page.locator('main h1')).toHaveText('Fonts');
      await expect(page.locator('#nprogress')).toHaveCount(0);
      expect(await shown()).toBe(1);
    });
  }

  test('stays hidden for a navigation faster than 200 ms', async ({ page, open }) => {
    await open('./docs/guides/icons/');
    // Hovering makes Gatsby load the next page's data and code; once it holds them, the page is ready at once
    // (waiting for the network to go quiet is not enough: the offline worker may still be fetching for it).
    // The loader's promise for that load says when, however long a busy machine takes.
    const next = page.locator('.pager__link--next');
    await next.hover();
    const loaded = await page.evaluate(() =>
      (window as any).___loader
        .loadPage('/docs/guides/fonts/')
        .then((result: { status?: string }) => result.status ?? 'ok'),
    );
    expect(loaded).toBe('ok');
    const shown = await watchProgressBar(page);
    await next.click();
    await expect(page.locator('main h1')).toHaveText('Fonts');
    // The bar would have been put in 200 ms after the click.
    await timerFired(page, 250);
    expect(await shown()).toBe(0);
  });
});

test.describe('scrolling on route change', () => {
  test('starts a new page at the top', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('.doc-page__sidebar').getByRole('link', { name: 'Fonts', exact: true }).click();
    await expect(page.locator('main h1')).toHaveText('Fonts');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const prefix of ['', '/6.x']) {
    test(`scrolls to the anchor of the new page when the link has one (${prefix}/docs/)`, async ({ page, open }) => {
      await open(`.${prefix}/docs/components/Button/`);
      // The props Button takes from Surface, each linking to its row on Surface's page.
      const fromSurface = page
        .locator('main details')
        .filter({ has: page.locator('summary', { hasText: 'from Surface' }) });
      await fromSurface.locator('summary').click();
      await page.evaluate(() => ((window as any).__sameDocument = true));
      await fromSurface.getByRole('link', { name: 'elevation' }).click();
      await page.waitForFunction(() => {
        const target = document.getElementById('prop-elevation');
        const top = target?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      });
      await expect(page).toHaveURL(`.${prefix}/docs/components/Surface/#prop-elevation`);
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    });
  }
});

test.describe('prefetching', () => {
  /**
   * The theming guide's prefetches of other guides' data, once Gatsby's first batch has had its
   * chance. Its links are seen in view (an observer made later reports after theirs), which queues
   * them and starts a 3 s timer; its idle callback then puts a prefetch link in the head for each.
   * A 3.1 s timer set after and an idle callback asked for after it run after theirs.
   */
  async function prefetchedGuides(page: Page): Promise<string[]> {
    await waitForHydration(page);
    return page.evaluate(async () => {
      await new Promise((resolve) => {
        const seen = new IntersectionObserver(() => (seen.disconnect(), resolve(null)));
        seen.observe(document.querySelector('.doc-page__sidebar a')!);
      });
      await new Promise((resolve) => setTimeout(resolve, 3100));
      await new Promise((resolve) => requestIdleCallback(resolve));
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
        .map((link) => link.href)
        .filter((href) => href.includes('/page-data/docs/guides/') && !href.includes('/theming/'));
    });
  }

  test('fetches the pages that links lead to', async ({ page }) => {
    await page.goto('./docs/guides/theming/');
    expect((await prefetchedGuides(page)).length).toBeGreaterThan(0);
  });

  test('is skipped on a 2g or data-saver connection', async ({ browser }) => {
    for (const connection of [
      { effectiveType: '2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
      const context = await browser.newContext();
      await context.addInitScript(
        (value) => Object.defineProperty(navigator, 'connection', { get: () => value }),
        connection,
      );
      const page = await context.newPage();
      await page.goto('./docs/guides/theming/');
      expect(await prefetchedGuides(page)).toEqual([]);
      await context.close();
    }
  });

  test('reloads the whole page when a route cannot load its resources', async ({ context, page, open }) => {
    // The route's data fails until the browser loads the page itself.
    let failing = true;
    await context.route('**/page-data/docs/guides/fonts/page-data.json', (request) =>
      failing ? request.abort() : request.continue(),
    );
    await open('./docs/guides/icons/');
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().includes('/docs/guides/fonts/')) failing = false;
    });
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator('.pager__link--next').click();
    await page.waitForURL('./docs/guides/fonts/');
    await expect(page.locator('main h1')).toHaveText('Fonts');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBeUndefined();
  });
});
