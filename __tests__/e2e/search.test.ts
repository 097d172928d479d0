import type { Page } from '@playwright/test';
import { framesDrawn } from './browser';
import { expect, test } from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator('.navbar__search .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

test.describe('search dialog', () => {
  test('opens with Ctrl+K and "/", but not with "/" typed in a field; Escape closes it', async ({ page, open }) => {
    await open('./docs/guides/icons/');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    expect(await page.locator('.DocSearch-Input').getAttribute('maxlength')).toBe('64');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    // The icon browser's search field (it loads as the reader scrolls to it): "/" is text there.
    await page.locator('.icon-browser__loading').scrollIntoViewIfNeeded();
    const field = page.locator('.icon-browser input[type="search"]');
    await field.click();
    await page.keyboard.press('/');
    await framesDrawn(page);
    expect(await modal(page).count()).toBe(0);
    expect(await field.inputValue()).toBe('/');
  });

  test('shows grouped, highlighted results and navigates on the client to the page and anchor', async ({
    page,
    open,
  }) => {
    await open('./');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await searchFor(page, 'theme');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(sources.length).toBeGreaterThan(0);
    expect(sources).toContain('Guides');
    expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(0);
    // The local index answered: no "Search by Algolia" credit beside the results.
    await page.locator('.DocSearch-Logo').waitFor({ state: 'hidden' });
    // At most five results in a group.
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }

    await page.locator('.DocSearch-Input').fill('button mode');
    const hit = page.locator('.DocSearch-Hit a[href$="/docs/components/Button/#prop-mode"]').first();
    await hit.waitFor();
    // The best hit is selected from the start: Button's mode prop, before other components' mode props.
    expect(await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')).toBe(
      '/react-native-paper/docs/components/Button/#prop-mode',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('./docs/components/Button/#prop-mode');
    await expect(page.locator('main h1')).toHaveText('Button');
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  });

  test('forgives typos, word forms and split names: the right page is the first hit', async ({ page, open }) => {
    await open('./');
    const cases: [string, string][] = [
      ['acordion', '/docs/components/List/ListAccordion/'],
      ['text input', '/docs/components/TextInput/'],
      ['themes', '/docs/guides/theming/'],
    ];
    for (const [query, path] of cases) {
      if (await modal(page).count()) await page.locator('.DocSearch-Input').fill(query);
      else await searchFor(page, query);
      const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
      await page.waitForFunction(
        (expected) =>
          document
            .querySelector('.DocSearch-Hit[aria-selected="true"] a')
            ?.getAttribute('href')
            ?.split('#')[0]
            .endsWith(expected),
        path,
      );
      expect((await selected.getAttribute('href'))?.split('#')[0]).toBe(`/react-native-paper${path}`);
      expect(await page.locator('.DocSearch-Hit[aria-selected="true"] mark').count()).toBeGreaterThan(0);
    }
  });

  test('navigates on a click and remembers recent searches', async ({ page, open }) => {
    await open('./');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await searchFor(page, 'fonts');
    const first = page.locator('.DocSearch-Hit a[href$="/docs/guides/fonts/"]').first();
    await first.click();
    await page.waitForURL('./docs/guides/fonts/');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    expect(await page.locator('.DocSearch-Hit-source').first().textContent()).toBe('Recent');
    expect(await page.locator('.DocSearch-Hit').first().textContent()).toContain('Fonts');
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__react-native-paper'));
    expect(stored).toContain('Fonts');
  });

  test('links "See all N results" to the search page', async ({ page, open }) => {
    await open('./');
    await searchFor(page, 'theme');
    const footer = page.locator('.DocSearch-HitsFooter a').first();
    await footer.waitFor();
    expect(await footer.textContent()).toMatch(/^See all \d+ results$/);
    await footer.click();
    await page.waitForURL('./search/?q=theme');
    await page.locator('.search-results__page').first().waitFor();
    // A long list arrives eight pages per turn, all of it in the end.
    await page.waitForFunction(() => document.querySelectorAll('.search-results__page').length > 24);
  });

  test('shows the no-results texts with a link to report the query', async ({ page, open }) => {
    await open('./');
    // "Try searching for" offers the areas earlier results came from.
    await searchFor(page, 'theme');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Input').fill('qwertyzz');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const content = await screen.textContent();
    expect(content).toContain('No results for');
    expect(content).toContain('qwertyzz');
    expect(content).toContain('Try searching for');
    expect(content).toContain('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    expect(await report.getAttribute('href')).toBe(
      'https://github.com/callstack/react-native-paper/issues/new?title=Docs%20search%3A%20no%20results%20for%20%22qwertyzz%22',
    );
  });

  test('shows the network error screen when the index cannot be loaded, until a search succeeds', async ({
    context,
    page,
    open,
  }) => {
    await context.route(/search-index\.json$/, (route) => route.abort());
    await open('./');
    await searchFor(page, 'theme');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('Unable to fetch results');
    expect(await screen.textContent()).toContain('You might want to check your network connection.');
    // Local search credits no hosted provider.
    await page.locator('.DocSearch-Logo').waitFor({ state: 'hidden' });
    await context.unroute(/search-index\.json$/);
    await page.keyboard.type('s');
    await screen.waitFor({ state: 'detached' });
    expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(0);
  });
});

test.describe('search page', () => {
  test('shows the results for ?q= and follows the field as you type, without new history entries', async ({
    page,
    open,
  }) => {
    await open('./search/?q=button');
    expect(await page.title()).toBe('Search | React Native Paper');
    const input = page.locator('.search-page__input');
    expect(await input.inputValue()).toBe('button');
    await page.locator('.search-results__page').first().waitFor();
    expect(await page.locator('.search-results__title').first().textContent()).toBe('Button');
    expect(await page.locator('.search-results mark').count()).toBeGreaterThan(0);
    const historyLength = await page.evaluate(() => history.length);

    await input.fill('');
    await input.type('ripple');
    await page.waitForFunction(() => location.search === '?q=ripple');
    await page.waitForFunction(() => document.querySelector('.search-page__status')?.textContent?.includes('“ripple”'));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await input.fill('qwertyzz');
    await page.waitForFunction(
      () => document.querySelector('.search-page__status')?.textContent === 'No results for “qwertyzz”',
    );
  });

  test('answers a misspelt query with the page meant, first', async ({ page, open }) => {
    await open('./search/?q=dialgo');
    await page.locator('.search-results__page').first().waitFor();
    expect(await page.locator('.search-results__title').first().textContent()).toBe('Dialog');
    expect(await page.locator('.search-results__page').first().locator('mark').first().textContent()).toBe('Dialog');
  });

  test('shows the error texts and retries when the index cannot be loaded', async ({ context, page, open }) => {
    await context.route(/search-index\.json$/, (route) => route.abort());
    await open('./search/?q=theme');
    const error = page.locator('.search-page__error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Unable to fetch results');
    await context.unroute(/search-index\.json$/);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.search-results__page').first().waitFor();
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test('asks for no page data at malformed addresses while the reader types and points at "See all results"', async ({
      context,
      page,
      open,
    }) => {
      const requests: string[] = [];
      context.on('request', (request) => requests.push(request.url()));
      await open('./');
      // With the offline worker in control, as for most readers after their first page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.locator('.navbar__search .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').pressSequentially('tog', { delay: 100 });
      await page.locator('.DocSearch-Hit').first().waitFor();
      // Pointing at a link makes Gatsby load its page's data, unless it holds it already.
      const searchData = (url: string) => /\/page-data\/search\/page-data\.json(\?|$)/.test(url);
      const loaded = requests.some(searchData) ? Promise.resolve() : page.waitForRequest((r) => searchData(r.url()));
      await page.locator('.DocSearch-HitsFooter a').first().hover();
      await loaded;
      // A page's query string is not part of its data's address: `page-data/search/?q=tog/page-data.json` was asked for before.
      expect(requests.filter((url) => /\/page-data\/[^?]*\?[^/]*\//.test(url))).toEqual([]);
    });
  });
});
