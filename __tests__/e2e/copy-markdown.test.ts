import { PHONE } from './browser';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

test.describe('page markdown actions', () => {
  test('copies a component page as Markdown and says so', async ({ context, page, open }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open('./docs/components/Button/');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.locator('.markdown-actions [aria-live="polite"]').textContent()).toBe('Page copied as Markdown');

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Button\n')).toBe(true);
    expect(copied).toContain('## Props');
    const file = await context.request.get('./docs/components/Button.md');
    expect(copied).toBe(await file.text());
    // The label comes back, so the button can be used again.
    await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor({ timeout: 5000 });
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('fits a 390 px screen in dark mode, next to "Edit this page", with no serious axe finding', async ({
      page,
      open,
    }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await open('./docs/guides/theming/');
      const actions = page.locator('.doc-page__actions');
      await actions.scrollIntoViewIfNeeded();
      for (const name of ['Edit this page', 'View as Markdown'])
        await actions.getByRole('link', { name }).waitFor({ state: 'visible' });
      const box = await actions.getByRole('button', { name: 'Copy page as Markdown' }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page, { include: [['.doc-page__actions']] })).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test('links to the markdown file, which works without JavaScript', async ({ context, page }) => {
      await page.goto('./docs/guides/getting-started/');
      await page.locator('.markdown-actions button').waitFor({ state: 'hidden' });
      const link = page.getByRole('link', { name: 'View as Markdown' });
      expect(await link.getAttribute('href')).toBe('/react-native-paper/docs/guides/getting-started.md');
      const response = await context.request.get('./docs/guides/getting-started.md');
      expect(response.status()).toBe(200);
      expect((await response.text()).startsWith('# Getting Started\n')).toBe(true);
    });
  });
});
