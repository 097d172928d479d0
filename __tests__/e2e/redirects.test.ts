/**
 * A redirect page keeps what the reader's address says besides its path: the query (a search, a
 * shared link's parameters) and the anchor. Readers arrive the way a shared link or an old bookmark
 * brings them: the address opened in a new tab. Hostile addresses never lead off the site and never
 * put markup in a page.
 */
import type { Page } from '@playwright/test';
import { BASE, waitForHydration } from './browser';
import { expect, test } from './fixtures';

/** The errors the test's page throws and the requests its context makes to origins other than `baseURL`'s, as they come. */
function watchReader(page: Page, baseURL: string | undefined): { errors: string[]; elsewhere: string[] } {
  const errors: string[] = [];
  const elsewhere: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('pageerror', (error) => errors.push(error.message));
  page.context().on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  return { errors, elsewhere };
}

/** Opens `address` (a site path) and waits until the redirect has landed on `pathname` and the page there has hydrated. */
async function landOn(page: Page, address: string, pathname: string): Promise<URL> {
  await page.goto(`.${address}`);
  await page.waitForURL((url) => url.pathname === `${BASE}${pathname}`);
  await waitForHydration(page);
  return new URL(page.url());
}

/** The search page's query box, and the version it searches. */
const searchState = (page: Page) =>
  page.evaluate(() => ({
    query: (document.querySelector('.search-page__input') as HTMLInputElement).value,
    version: (document.querySelector('input[name="version"]:checked') as HTMLInputElement | null)?.value,
  }));

const MARKUP = '"><img src=x onerror="window.__injected=1">';

const injected = (page: Page) =>
  page.evaluate(
    () => (window as { __injected?: number }).__injected === 1 || document.querySelector('img[src="x"]') !== null,
  );

test.describe('a redirect page keeps the query and the anchor of the address the reader opened', () => {
  test('/6.x/search/?q=button opens the search page on 6.x with the query kept, and answers it', async ({
    page,
    baseURL,
  }) => {
    const { errors } = watchReader(page, baseURL);
    const landed = await landOn(page, '/6.x/search/?q=button', '/search/');
    expect([landed.searchParams.get('q'), landed.searchParams.get('version')]).toEqual(['button', '6.x']);
    expect(await searchState(page)).toEqual({ query: 'button', version: '6.x' });
    await page.locator(`.search-results a[href*="${BASE}/6.x/docs/components/Button/"]`).first().waitFor();
    expect(errors).toEqual([]);
  });

  test("the address's own version wins over one the reader's query names; the reader's other parameters follow", async ({
    page,
  }) => {
    const landed = await landOn(page, '/6.x/search/?version=5.x&q=fab', '/search/');
    expect([landed.searchParams.getAll('version'), landed.searchParams.get('q')]).toEqual([['6.x'], 'fab']);
    expect(await searchState(page)).toEqual({ query: 'fab', version: '6.x' });
  });

  for (const [version, from, to] of [
    ['5.x', '/docs/', '/docs/guides/getting-started/'],
    ['6.x', '/6.x/docs/', '/6.x/docs/guides/getting-started/'],
  ]) {
    test(`${version}: ${from}?ref=shared#installation opens the first guide at its Installation heading, query and anchor kept`, async ({
      page,
      baseURL,
    }) => {
      const { errors } = watchReader(page, baseURL);
      const landed = await landOn(page, `${from}?ref=shared#installation`, to);
      expect([landed.search, landed.hash]).toEqual(['?ref=shared', '#installation']);
      // The heading the anchor names is on screen.
      await page.waitForFunction(() => {
        const heading = document.getElementById('installation');
        const top = heading?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight;
      });
      expect(errors).toEqual([]);
    });
  }

  test('after a client navigation to a redirect page (as a link in the app makes), the same', async ({
    page,
    open,
    baseURL,
  }) => {
    const { errors } = watchReader(page, baseURL);
    await open('./6.x/docs/guides/getting-started/');
    // Gatsby's navigate() (the address with the base path), which every link of the site's goes through;
    // the mark on window shows the page was never reloaded.
    await page.evaluate((base) => {
      const app = window as unknown as { ___navigate: (to: string) => void; __samePage?: boolean };
      app.__samePage = true;
      app.___navigate(`${base}/6.x/search/?q=chip`);
    }, BASE);
    await page.waitForURL((url) => url.pathname === `${BASE}/search/`);
    await page.waitForFunction(
      () => (document.querySelector('.search-page__input') as HTMLInputElement)?.value === 'chip',
    );
    const landed = new URL(page.url());
    expect([landed.searchParams.get('q'), landed.searchParams.get('version')]).toEqual(['chip', '6.x']);
    expect(await searchState(page)).toEqual({ query: 'chip', version: '6.x' });
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const [what, address, query] of [
    ['a query that looks like another host', '?q=//evil.com', '//evil.com'],
    ['a javascript: query', `?q=${encodeURIComponent('javascript:alert(1)')}`, 'javascript:alert(1)'],
    ['a key that looks like another host', '?//evil.com/x', ''],
    ['markup in the query', `?q=${encodeURIComponent(MARKUP)}`, MARKUP],
    ['markup in the anchor', `?q=a#${encodeURIComponent(MARKUP)}`, 'a'],
    ['an anchor that cannot be decoded', '?q=a#%E0%A4%A', 'a'],
  ]) {
    test(`${what} (${address}) stays on the site, on the search page, and nothing of it runs or enters the markup`, async ({
      page,
      baseURL,
    }) => {
      const { errors, elsewhere } = watchReader(page, baseURL);
      const landed = await landOn(page, `/6.x/search/${address}`, '/search/');
      expect(landed.origin).toBe(new URL(baseURL!).origin);
      expect(landed.searchParams.get('version')).toBe('6.x');
      expect(await page.locator('main h1').textContent()).toBe('Search the documentation');
      expect((await searchState(page)).query).toBe(query);
      expect(await injected(page)).toBe(false);
      expect([errors, elsewhere]).toEqual([[], []]);
    });
  }
});
