import type { Page } from '@playwright/test';
import { PHONE, recordRequests, visit } from './browser';
import { expect, test } from './fixtures';

const PREVIEW_CHUNK = /\/theme-builder-preview-[0-9a-f]+\.js$/;
const GENERATOR_CHUNK = /\/theme-generator-[0-9a-f]+\.js$/;
const swatch = (page: Page, scheme: 'light' | 'dark', role: string) =>
  page.locator(`.theme-builder__scheme[data-scheme="${scheme}"] [data-role="${role}"] .theme-builder__swatch-value`);
const containedButton = (page: Page, scheme: 'light' | 'dark') =>
  page.locator(`[data-testid="theme-builder-${scheme}-contained-container"]`);
const backgroundOf = (page: Page, scheme: 'light' | 'dark') =>
  containedButton(page, scheme).evaluate((element) => getComputedStyle(element).backgroundColor);

/** Opens the theming guide in `page`, scrolls to the builder and waits until it is interactive (its preview has settled). */
async function openBuilder(page: Page): Promise<void> {
  await visit(page, './docs/guides/theming/');
  await page.getByRole('region', { name: 'Theme builder' }).scrollIntoViewIfNeeded();
  await page.locator('.theme-builder__preview, .lazy-content--error').first().waitFor();
}

test.describe('theme builder', () => {
  test('sits in the theming guide under "Getting a complete colour scheme", starting from Paper purple', async ({
    page,
  }) => {
    await openBuilder(page);
    const builder = page.getByRole('region', { name: 'Theme builder' });
    await builder.waitFor({ state: 'visible' });
    const section = await builder.evaluate((element) => {
      // The builder sits in a wrapper that hides it without JavaScript.
      let node = element.closest('.needs-js')!.previousElementSibling;
      while (node && node.tagName !== 'H3') node = node.previousElementSibling;
      return node?.id;
    });
    expect(section).toBe('getting-a-complete-colour-scheme');
    expect(await swatch(page, 'light', 'primary').textContent()).toBe('#6750a4');
    expect(await page.getByRole('button', { name: 'Paper purple (#6750a4)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  test('updates the light and dark schemes when a hex colour is typed', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Hex').fill('#006A6A');
    await page.waitForFunction(
      () => document.querySelector('[data-scheme="dark"] [data-role="primary"] code')?.textContent === '#4cdada',
    );
    expect(await swatch(page, 'light', 'primary').textContent()).toBe('#006a6a');
    expect(await swatch(page, 'light', 'onPrimary').textContent()).toBe('#ffffff');
    expect(await swatch(page, 'light', 'primaryContainer').textContent()).toBe('#6ff7f6');
    expect(await swatch(page, 'dark', 'primary').textContent()).toBe('#4cdada');
    expect(await swatch(page, 'dark', 'onPrimary').textContent()).toBe('#003737');
    // The native picker and the presets follow along.
    expect(await page.getByLabel('Source colour').inputValue()).toBe('#006a6a');
    expect(await page.getByRole('button', { name: 'Teal (#006a6a)' }).getAttribute('aria-pressed')).toBe('true');

    // A preset and the native picker set the colour too.
    await page.getByRole('button', { name: 'Ocean blue (#0061a4)' }).click();
    expect(await swatch(page, 'light', 'primary').textContent()).toBe('#0061a4');
    expect(await page.getByLabel('Hex').inputValue()).toBe('#0061a4');
    await page.getByLabel('Source colour').fill('#386a20');
    expect(await page.getByLabel('Hex').inputValue()).toBe('#386a20');
    expect(await swatch(page, 'light', 'primary').textContent()).toBe('#386a1f'); // tone 40 of its palette
  });

  test('previews real Paper components painted with the generated themes', async ({ page }) => {
    await openBuilder(page);
    expect(await backgroundOf(page, 'light')).toBe('rgb(103, 80, 164)');
    await page.getByLabel('Hex').fill('#006A6A');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid="theme-builder-light-contained-container"]')!)
          .backgroundColor === 'rgb(0, 106, 106)',
    );
    expect(await backgroundOf(page, 'dark')).toBe('rgb(76, 218, 218)'); // #4cdada
    const light = page.locator('.theme-builder__preview[data-scheme="light"]');
    await light.getByRole('button', { name: 'Contained' }).waitFor({ state: 'visible' });
    expect(await light.getByRole('switch').count()).toBe(1);
    const fields = light.locator('input:not([type])');
    expect(await fields.count()).toBe(2);
    await fields.first().fill('me@example.com');
    expect(await fields.first().inputValue()).toBe('me@example.com');
    // The Switch is live: pressing it changes its label text.
    await light.getByRole('switch').click();
    await light.getByText('Notifications off').waitFor();
  });

  test('copies the theme code with the generated colours', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    await page.getByLabel('Hex').fill('#006A6A');
    await swatch(page, 'light', 'primary').filter({ hasText: '#006a6a' }).waitFor();
    const block = page.locator('.theme-builder .code-block');
    expect(await block.locator('.tk, .ts, .ta').count()).toBeGreaterThan(100);
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { MD3DarkTheme, MD3LightTheme } from 'react-native-paper';");
    expect(copied).toContain(
      "export const lightTheme: MD3Theme = {\n  ...MD3LightTheme,\n  colors: {\n    primary: '#006a6a',",
    );
    expect(copied).toContain(
      "export const darkTheme: MD3Theme = {\n  ...MD3DarkTheme,\n  colors: {\n    primary: '#4cdada',",
    );
  });

  test('explains an invalid hex colour and keeps the last valid scheme', async ({ page }) => {
    await openBuilder(page);
    const field = page.getByLabel('Hex');
    await field.fill('#12xz');
    const message = page.getByRole('alert').filter({ hasText: 'is not a hex colour' });
    await expect(message).toContainText('"#12xz" is not a hex colour');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(swatch(page, 'light', 'primary')).toHaveText('#6750a4');

    // Unfinished input is only judged on Enter; short forms are accepted then.
    await field.fill('#12');
    await expect(message).toHaveCount(0);
    await field.press('Enter');
    await expect(message).toContainText('"#12" is not a hex colour');
    await field.fill('#06a');
    await field.press('Enter');
    await expect(message).toHaveCount(0);
    await expect(field).toHaveValue('#0066aa');
    // The scheme is made again from the new colour: its swatches change once it is.
    await expect(swatch(page, 'light', 'primary')).not.toHaveText('#6750a4');
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('fits a phone screen', async ({ page }) => {
      await openBuilder(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const box = await page.locator('.theme-builder').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    });
  });
});

test.describe('theme builder chunks', () => {
  test('are downloaded by the theming guide only', async ({ context, page, open }) => {
    const requests = recordRequests(context);
    await open('./docs/guides/icons/');
    await page.waitForLoadState('networkidle');
    // Hovering a link to the theming guide makes Gatsby prefetch that page; still no builder code.
    await page.locator('.sidebar__link', { hasText: 'Theming' }).first().hover();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requests.filter((url) => url.includes('theme-builder'))).toEqual([]);

    // The app's bundles now come from the browser's cache, so the network can be quiet for longer
    // than `networkidle` waits before the builder's chunk is asked for: wait for that request itself.
    const builderChunk = page.waitForRequest(/\/theme-builder-[0-9a-f]+\.js$/);
    await page.goto('./docs/guides/theming/');
    await builderChunk;
    await page.waitForLoadState('networkidle');
    // Paper's own schemes come with the page; the colour library waits for the reader's first colour.
    expect(requests.filter((url) => GENERATOR_CHUNK.test(url))).toEqual([]);
    // The preview (Paper and react-native-web) waits until the reader scrolls towards it.
    expect(requests.filter((url) => PREVIEW_CHUNK.test(url))).toEqual([]);
    await page.getByRole('region', { name: 'Theme builder' }).scrollIntoViewIfNeeded();
    await page.locator('.theme-builder__preview').first().waitFor();
    expect(requests.some((url) => PREVIEW_CHUNK.test(url))).toBe(true);
    await page.getByRole('button', { name: 'Teal (#006a6a)' }).click();
    await swatch(page, 'light', 'primary').filter({ hasText: '#006a6a' }).waitFor();
    expect(requests.some((url) => GENERATOR_CHUNK.test(url))).toBe(true);
  });

  test('says so when the colour library cannot be loaded, and the next pick retries', async ({ context, page }) => {
    await context.route(GENERATOR_CHUNK, (route) => route.abort());
    await openBuilder(page);
    await page.getByRole('button', { name: 'Teal (#006a6a)' }).click();
    const alert = page.locator('.theme-builder > .theme-builder__message[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The colour library could not be loaded');
    expect(await swatch(page, 'light', 'primary').textContent()).toBe('#6750a4');

    await context.unroute(GENERATOR_CHUNK);
    await page.getByRole('button', { name: 'Ocean blue (#0061a4)' }).click();
    await swatch(page, 'light', 'primary').filter({ hasText: '#0061a4' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  test('shows the error and a working Retry button when the preview cannot be loaded', async ({ context, page }) => {
    await context.route(PREVIEW_CHUNK, (route) => route.abort());
    await openBuilder(page);
    const error = page.locator('.lazy-content--error');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.textContent()).toContain('Could not load the component preview.');
    expect(await error.locator('.lazy-content__error').textContent()).toBe(
      'Its code did not download. Check your network connection, then retry.',
    );
    // The rest of the builder still works without the preview.
    await page.getByLabel('Hex').fill('#006A6A');
    await swatch(page, 'light', 'primary').filter({ hasText: '#006a6a' }).waitFor();

    await context.unroute(PREVIEW_CHUNK);
    await error.getByRole('button', { name: 'Retry' }).click();
    await containedButton(page, 'light').waitFor();
    expect(await error.count()).toBe(0);
    expect(await backgroundOf(page, 'light')).toBe('rgb(0, 106, 106)');
  });
});
