import type { Page, Worker } from '@playwright/test';
import { docVersions } from '../../gatsby/config/site-config';
import { BASE } from './browser';
import { expect, test } from './fixtures';

// The local search downloads and indexes each version's index in a worker, so the page's main thread
// never does; where the worker's code cannot load, the page searches on its own, as before.
const SEARCH_WORKER = /\/search-worker-[0-9a-f]+\.js$/;

/** Index files a worker downloaded, from its own timeline (the page's is another). */
const indexFilesFetchedBy = (thread: Worker) =>
  thread.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('/search-index.json')),
  );

async function searchFromNavbar(page: Page, query: string, firstHit: string) {
  await page.locator('.navbar__search .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('href', new RegExp(firstHit));
}

for (const { name, prefix } of docVersions()) {
  const root = prefix ? `/${prefix}` : '';
  test.describe(`search on ${name}`, () => {
    test('the dialog and the search page answer from the worker, which downloads the index', async ({ page, open }) => {
      await open(`.${root}/docs/guides/getting-started/`);
      const workerStarted = page.waitForEvent('worker', (worker) => SEARCH_WORKER.test(worker.url()));
      await searchFromNavbar(page, 'snackbar', `${root}/docs/components/Snackbar/$`);
      expect(await indexFilesFetchedBy(await workerStarted)).toEqual([`${BASE}${root}/search-index.json`]);

      await page.locator('.DocSearch-HitsFooter a').first().click();
      await expect(page.locator('.search-results__title').first()).toHaveText('Snackbar');
      // The benchmark's figure, from the worker's download to its index being ready, still arrives.
      expect(await page.evaluate(() => performance.getEntriesByName('search-index-ready').length)).toBe(1);
    });

    test("where the worker's code cannot load, the page searches on its own", async ({ context, page, open }) => {
      await context.route(SEARCH_WORKER, (route) => route.abort());
      await open(`.${root}/docs/guides/getting-started/`);
      await searchFromNavbar(page, 'snackbar', `${root}/docs/components/Snackbar/$`);
    });
  });
}
