import { PHONE } from './browser';
import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  // Pages as the server wrote them: only the HTML and CSS.
  test.use({ javaScriptEnabled: false });

  test('reads a guide, a component page and the showcase fully, and their links work', async ({ page }) => {
    await page.goto('./docs/guides/getting-started/');
    expect(await page.locator('main h1').textContent()).toBe('Getting Started');
    expect(await page.locator('main pre').count()).toBeGreaterThan(0);
    // The install tabs' buttons do nothing without scripts, so every tab's panel shows.
    const panels = page.locator('.tabs__panel');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await panel.waitFor({ state: 'visible' });

    await page.locator('.doc-page__sidebar a', { hasText: 'Theming' }).first().click();
    await page.waitForURL(/\/docs\/guides\/theming\/$/);
    expect(await page.locator('main h1').textContent()).toBe('Theming');
    // The theme builder, whose controls need scripts, is hidden; a styled note says what it needs.
    await page.locator('.theme-builder').first().waitFor({ state: 'hidden' });
    const note = page.getByRole('note', { name: 'Theme builder' });
    expect(await note.innerText()).toContain('Turn on JavaScript to build a theme');
    expect(await note.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe('solid');

    await page.goto('./docs/components/Button/');
    expect(await page.locator('main h1').textContent()).toBe('Button');
    expect(await page.locator('#prop-mode').count()).toBe(1);
    await page.goto('./docs/showcase/');
    expect(await page.locator('.showcase-card a[href^="https://"]').count()).toBeGreaterThan(0);
    // Screenshots show too: plain pictures, loaded lazily by the browser itself.
    const picture = page.locator('.showcase-card').last().locator('picture img').last();
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  });

  test('shows component screenshots as plain images, with no Enlarge button that would do nothing', async ({
    page,
  }) => {
    await page.goto('./docs/components/Badge/');
    expect(await page.locator('.screenshot img').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Enlarge/ }).count()).toBe(0);
  });

  test('hides controls that need scripts: the colour switch, copy buttons and the search dialog button', async ({
    page,
  }) => {
    await page.goto('./docs/guides/getting-started/');
    await page.locator('.color-mode-toggle').waitFor({ state: 'hidden' });
    await page.locator('.code-block__copy').first().waitFor({ state: 'hidden' });
    await page.locator('.navbar .DocSearch-Button').waitFor({ state: 'hidden' });
  });

  test('searches through a plain navbar form that opens the search page, which lists every page', async ({ page }) => {
    await page.goto('./docs/guides/theming/');
    const field = page.getByRole('searchbox', { name: 'Search the docs' });
    await field.fill('button');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('./search/?q=button');
    expect(await page.locator('.search-page__no-js').innerText()).toContain('Search needs JavaScript');
    const index = page.getByRole('navigation', { name: 'Index of all pages' });
    expect(await index.locator('a[href="/react-native-paper/docs/components/Button/"]').count()).toBe(1);
    expect(await index.locator('a[href="/react-native-paper/docs/guides/theming/"]').count()).toBe(1);
    expect(await index.locator('a[href="/react-native-paper/docs/showcase/"]').count()).toBe(1);
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('on a phone, the menu toggle leads to the page index and the search form still submits', async ({ page }) => {
      await page.goto('./docs/components/Button/');
      const toggle = page.getByRole('link', { name: 'Index of all pages' });
      await toggle.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Open navigation menu' }).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\/\?q=$/);
      await page.goBack();
      await toggle.click();
      await page.waitForURL('./search/#page-index');
      await page.locator('#page-index').waitFor({ state: 'visible' });
    });
  });

  test('opens the version dropdown on keyboard focus', async ({ page }) => {
    await page.goto('./');
    const toggle = page.locator('.navbar__dropdown-toggle').first();
    const menu = page.locator('.navbar__dropdown-menu').first();
    await menu.waitFor({ state: 'hidden' });
    await toggle.focus();
    await menu.waitFor({ state: 'visible' });
  });

  test.describe(() => {
    // And with scripts, for the contrast.
    test.use({ javaScriptEnabled: true });
    test('shows none of the no-JavaScript fallbacks once scripts run', async ({ page }) => {
      await page.goto('./search/?q=button');
      await page.locator('.search-results__page').first().waitFor();
      for (const fallback of await page.locator('.no-js-only').all()) await fallback.waitFor({ state: 'hidden' });
      await page.locator('.navbar .DocSearch-Button').waitFor({ state: 'visible' });
    });
  });
});
