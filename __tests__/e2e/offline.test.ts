import type { Page } from '@playwright/test';
import http from 'http';
import { BASE, visit, waitForHydration } from './browser';
import { expect, test } from './fixtures';
const { createServer } = require('../../scripts/serve');

/**
 * Its own copy of the site's server, so the test can take "the network" away (close it) and
 * bring it back on the same port without disturbing the other browser tests.
 */
function siteServer() {
  let server: http.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer({ dir: 'public', base: BASE }) as http.Server;
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server!.closeAllConnections();
      server!.close(() => resolve());
    });
  return { start, stop, url: (path: string) => `http://127.0.0.1:${port}${BASE}${path}` };
}

// The offline worker is this file's subject: every context here lets it install (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const network = siteServer();
test.beforeAll(() => network.start());
test.afterAll(() => network.stop().catch(() => undefined));

/**
 * Waits until a cache holds a request whose URL contains `part` (any cache) or ends with it (the
 * cache named): the worker and the page fill the caches in the background. The page itself polls,
 * for up to 45 s (Gatsby prefetches in idle time, which a machine busy with other tests gives late):
 * Playwright's waitForFunction takes the Promise an async check returns for a truthy
 * answer and stops at once.
 */
async function waitForCachedUrl(page: Page, part: string, cacheName?: string): Promise<void> {
  const found = await page.evaluate(
    async ([text, name]) => {
      const holds = async () => {
        for (const cache of name ? [name] : await caches.keys()) {
          const urls = (await (await caches.open(cache)).keys()).map((request) => request.url);
          if (urls.some((url) => (name ? url.endsWith(text) : url.includes(text)))) return true;
        }
        return false;
      };
      const deadline = Date.now() + 45_000;
      while (!(await holds())) {
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return true;
    },
    [part, cacheName] as const,
  );
  if (found) return;
  const cached = await page.evaluate(async () =>
    Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((r) => r.url)]),
    ),
  );
  throw new Error(
    `Nothing matching ${part} was cached${cacheName ? ` in ${cacheName}` : ''}: ${JSON.stringify(cached)}`,
  );
}

/** Waits until some cached request's URL contains `part`. */
const whenCached = (page: Page, part: string) => waitForCachedUrl(page, part);

/** Waits until the named cache holds a request whose URL ends with `ending`. */
const whenInCache = (page: Page, cacheName: string, ending: string) => waitForCachedUrl(page, ending, cacheName);

async function whenControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('reading offline', () => {
  test('opens visited and prefetched pages, searches, and shows its own offline page for the rest', async ({
    page,
  }) => {
    test.slow(); // waits on background caching more than once
    // The first visit installs the worker (a page with few links, so little is prefetched before it runs).
    await visit(page, network.url('/search/'));
    await whenControlled(page);
    // A visit under the worker: the page, its data and its code are cached as they load.
    await visit(page, network.url('/docs/guides/getting-started/'));
    // The search dialog's code and the index, loaded once while online.
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('theme');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await whenCached(page, '/search-index.json');
    // The next page is prefetched since its link is in view (in the sidebar).
    const next = page.locator('.pager__link--next');
    await whenCached(page, '/page-data/docs/guides/theming/page-data.json');
    // The page's code itself (its stylesheet, cached beside it, is named without the dash).
    await whenCached(page, 'guides-02-theming-mdx-');

    await network.stop();

    // A prefetched page opens on the client.
    await next.click();
    await expect(page.locator('main h1')).toHaveText('Theming');

    // A visited page opens from a full load.
    await page.goto(network.url('/docs/guides/getting-started/'));
    expect(await page.locator('main h1').textContent()).toBe('Getting Started');
    await waitForHydration(page);

    // Search still answers from the cached index.
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('button');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');

    // A page never opened: the site's offline state inside its layout, not the browser's error page.
    await page.goto(network.url('/docs/components/Snackbar/'));
    expect(await page.locator('main h1').textContent()).toBe('You are offline');
    expect(await page.locator('.navbar').count()).toBe(1);
    expect(page.url()).toBe(network.url('/docs/components/Snackbar/'));

    // Retry leads to the address asked for; back online, it opens the page (Gatsby's own retries
    // may get there first and replace the offline page while the click is on its way).
    const retry = page.getByRole('link', { name: 'Retry' });
    expect(await retry.evaluate((link) => (link as HTMLAnchorElement).href)).toBe(
      network.url('/docs/components/Snackbar/'),
    );
    await network.start();
    await retry.click({ timeout: 5000 }).catch(() => undefined);
    await expect(page.locator('main h1')).toHaveText('Snackbar');
  });

  test('runs a live example offline once one has run, and says the preview needs the network when none has, keeping the code', async ({
    browser,
    context,
    page,
  }) => {
    await visit(page, network.url('/docs/components/Button/'));
    await whenControlled(page);
    // A visit under the worker, so the page itself is kept too.
    await page.reload();
    await waitForHydration(page);
    const usage = page.locator('#usage + *');
    const pressMe = usage.frameLocator('.live-example__frame').getByRole('button', { name: 'Press me' });
    await usage.getByRole('button', { name: 'Run live' }).click();
    await pressMe.waitFor();
    await whenCached(page, '/live-preview/frame.html');
    await whenCached(page, '/live-preview/runtime-');
    await whenCached(page, '/icons/common-icons-');

    await network.stop();
    await page.reload();
    await waitForHydration(page);
    await usage.getByRole('button', { name: 'Run live' }).click();
    await pressMe.waitFor();
    expect(await usage.locator('.live-example__frame').getAttribute('sandbox')).toBeNull();
    await network.start();
    await context.close();

    // A reader who never ran an example: offline, Run says why nothing starts, and the code stays.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await visit(other, network.url('/docs/components/Button/'));
    await whenControlled(other);
    await network.stop();
    const example = other.locator('#usage + *');
    await example.getByRole('button', { name: 'Run live' }).click();
    await example.getByRole('alert').filter({ hasText: 'It needs the network the first time it runs' }).waitFor();
    expect(await example.locator('.live-example__code').textContent()).toContain('Press me');
    expect(await example.locator('.live-example__code pre, .live-example__code .cm-content').count()).toBe(1);
    await network.start();
    await fresh.close();
  });

  test('keeps the first page of a first visit and search before it is ever opened; the search page answers any query offline', async ({
    page,
  }) => {
    // The very first page: no worker controls it while it loads.
    await visit(page, network.url('/docs/components/Chip/'));
    await whenControlled(page);
    await whenInCache(page, 'pages', '/docs/components/Chip/');
    await whenCached(page, '/search-index.json');
    await whenCached(page, '/search-modal-');
    // Once online with a query, so the search page's own code is kept.
    await visit(page, network.url('/search/?q=chip'));
    await page.locator('.search-results__link').first().waitFor();

    await network.stop();
    await visit(page, network.url('/docs/components/Chip/'));
    expect(await page.locator('main h1').textContent()).toBe('Chip');
    // Search was never opened, yet it answers.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('snackbar');
    await page.locator('.DocSearch-Hit a[href$="/docs/components/Snackbar/"]').first().waitFor();
    await page.keyboard.press('Escape');
    // The search page, for the query it was opened with and for any other.
    for (const [query, path] of [
      ['chip', '/docs/components/Chip/'],
      ['banner', '/docs/components/Banner/'],
    ]) {
      await visit(page, network.url(`/search/?q=${query}`));
      await page.locator(`.search-results__link[href*="${path}"]`).first().waitFor();
    }
    await network.start();
  });

  test('opens a guide that was prefetched but never opened with its text, and the theme builder asks for the network', async ({
    context,
    page,
  }) => {
    await visit(page, network.url('/docs/guides/icons/'));
    await whenControlled(page);
    // Hovering the sidebar's link makes Gatsby fetch the theming guide's data and code, not the builder's.
    const theming = page.locator('.sidebar__link', { hasText: 'Theming' }).first();
    await theming.hover();
    await page.waitForFunction(() => Boolean((window as any).___loader.loadPageSync('/docs/guides/theming/')));

    await context.setOffline(true);
    await theming.click();
    await page.waitForURL(network.url('/docs/guides/theming/'));
    const note = page.getByRole('alert').filter({ hasText: 'The theme builder could not load.' });
    await note.waitFor();
    expect(await note.textContent()).toContain('It needs the network the first time it opens');
    expect(await page.locator('main h1').allTextContents()).toEqual(['Theming']);
    expect(await page.locator('main h2', { hasText: 'Light and dark mode' }).count()).toBe(1);

    // Back online, Retry brings the builder in place.
    await context.setOffline(false);
    await note.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Theme builder' }).waitFor();
    expect(await note.count()).toBe(0);
  });

  test("searches 6.x offline from a 6.x page, the first one visited, and answers with 6.x's pages", async ({
    context,
    page,
  }) => {
    await visit(page, network.url('/6.x/docs/guides/getting-started/'));
    await whenControlled(page);
    await whenInCache(page, 'pages', '/6.x/docs/guides/getting-started/');
    await whenCached(page, '/search-modal-');
    await whenInCache(page, 'data', '/6.x/search-index.json');

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('FAB.Menu');
    await page.locator(`.DocSearch-Hit a[href="${BASE}/6.x/docs/components/FAB/FABMenu/"]`).first().waitFor();
    const hits = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hits.every((href) => href?.startsWith(`${BASE}/6.x/docs/`))).toBe(true);
  });
});
