import type { Page } from '@playwright/test';
import { visit, waitForHydration } from './browser';
import { expect, test } from './fixtures';
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('colour mode', () => {
  test('starts light, switches to dark and remembers it under "theme"', async ({ page, open }) => {
    await open('./docs/guides/getting-started/');
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
  });

  test('does not follow the system preference by default', async ({ page, open }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('./');
    expect(await theme(page)).toBe('light');
  });

  test('paints a stored dark mode before any script bundle runs (no flash)', async ({ context, page }) => {
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Hold back every bundle: only the inline head script can set the mode.
    await context.route(/\.js$/, (route) => route.abort());
    await page.goto('./docs/guides/theming/');
    expect(await theme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(20, 18, 24)');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test('keeps the mode after a reload', async ({ page, open }) => {
    await open('./docs/showcase/');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).waitFor({ state: 'visible' });
  });

  test('follows a change made in another open tab', async ({ context, page: first, open }) => {
    await open('./');
    const second = await context.newPage();
    await visit(second, './docs/guides/icons/');
    await first.getByRole('button', { name: /Switch to dark mode/ }).click();
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await second.getByRole('button', { name: /Switch to light mode/ }).waitFor();
    await second.getByRole('button', { name: /Switch to light mode/ }).click();
    await first.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  });

  test('works without storage, warning once in the console', async ({ context, page, open }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await open('./docs/guides/getting-started/');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await theme(page)).toBe('light');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('Browser storage is unavailable'))).toHaveLength(1);
  });
});
