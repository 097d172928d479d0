import { expect, test } from '@playwright/test';
import { DESKTOP, openPage, siteUrl, waitForHydration } from './browser';
const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const bodyBackground = (page: import('playwright-core').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('colour mode', () => {
  test('starts light, switches to dark and remembers it under "theme"', async ({ browser }) => {
    const page = await openPage(browser, '/docs/guides/getting-started/');
    expect(await theme(page)).toBe('light');
    expect(await bodyBackground(page)).toBe('rgb(254, 247, 255)');
    const toggle = page.getByRole('button', { name: /Switch to dark mode/ });
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(20, 18, 24)');
    expect(await page.locator('.navbar__brand img').filter({ visible: true }).getAttribute('src')).toBe(
      '/react-native-paper/images/logo-dark.svg',
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.context().close();
  });

  test('does not follow the system preference by default', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const page = await openPage(browser, '/', { context });
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  test('paints a stored dark mode before any script bundle runs (no flash)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Hold back every bundle: only the inline head script can set the mode.
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(siteUrl('/docs/guides/theming/'));
    expect(await theme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(20, 18, 24)');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await context.close();
  });

  test('keeps the mode after a reload', async ({ browser }) => {
    const page = await openPage(browser, '/docs/showcase/');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).waitFor({ state: 'visible' });
    await page.context().close();
  });

  test('follows a change made in another open tab', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const first = await openPage(browser, '/', { context });
    const second = await openPage(browser, '/docs/guides/icons/', { context });
    await first.getByRole('button', { name: /Switch to dark mode/ }).click();
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await second.getByRole('button', { name: /Switch to light mode/ }).waitFor();
    await second.getByRole('button', { name: /Switch to light mode/ }).click();
    await first.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await context.close();
  });

  test('works without storage, warning once in the console', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteUrl('/docs/guides/getting-started/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await theme(page)).toBe('light');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('Browser storage is unavailable'))).toHaveLength(1);
    await context.close();
  });
});
