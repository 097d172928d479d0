import { PHONE } from './browser';
import { expect, test } from './fixtures';

test.use({ viewport: PHONE });

test.describe('the first page of a visit', () => {
  test('takes a tap made while it is still hydrating: the colour mode switches', async ({ context, page }) => {
    // A slow phone, so hydration lasts long enough for a tap to land in the middle of it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('./docs/components/TextInput/', { waitUntil: 'commit' });
    const tapped = await page.waitForFunction(
      () => {
        const root = document.getElementById('___gatsby');
        const started = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
        if (!started) return false;
        if (document.documentElement.dataset.hydrated === 'true') return 'after hydration';
        document.querySelector<HTMLButtonElement>('button.color-mode-toggle')!.click();
        return 'during hydration';
      },
      undefined,
      { polling: 'raf', timeout: 45000 },
    );
    expect(await tapped.jsonValue()).toBe('during hydration');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('hydrates the theming guide in a stored dark mode without a hydration error, the theme builder included', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // The builder's code arrives only after the rest of the page has hydrated, as on a slow network:
    // anything that renders the page again then reaches its Suspense boundary still dehydrated.
    await page.route(/\/theme-builder-[^/]*\.js$/, async (route) => {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await route.continue();
    });
    await page.goto('./docs/guides/theming/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const builder = page.getByRole('region', { name: 'Theme builder' });
    await builder.waitFor();
    await builder.getByRole('heading', { name: 'Dark scheme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
  });

  test('leaves the markup for readers without JavaScript as the server wrote it, unhydrated and without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('./search/?q=button');
    await page.getByText(/\d+ results for “button”/).waitFor();
    const hydrated = (selector: string) =>
      page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    // The index of all pages is hidden once scripts run: React keeps its HTML and spends nothing on it.
    expect(await page.locator('#page-index a').count()).toBeGreaterThan(80);
    await page.locator('#page-index').waitFor({ state: 'hidden' });
    expect(await hydrated('#page-index a')).toBe(false);
    expect(await hydrated('.search-results a')).toBe(true);
    expect(errors).toEqual([]);
  });
});
