import type { Page } from '@playwright/test';
import { iconSearchIndex } from '../../gatsby/build-files/icon-search-index';
import { decodeKeywords } from '../../src/shared/icon-keywords';
import { searchIcons } from '../../src/components/IconBrowser/search';
import { PHONE, recordRequests, visit } from './browser';
import { expect, test } from './fixtures';

const glyphMap: Record<
  string,
  number
> = require('@react-native-vector-icons/material-design-icons/glyphmaps/MaterialDesignIcons.json');
const iconNames = Object.keys(glyphMap).sort();
const iconKeywords = decodeKeywords(iconNames, iconSearchIndex());
const ICONS = './docs/guides/icons/';
const BATCH = 120;
const GLYPH_MAP = /\/icon-glyph-map-[0-9a-f]+\.js$/;
const ICON_FONT = /\/icons\/material-design-icons-[0-9a-f]+\.woff2$/;
const isGlyphMap = (url: string) => GLYPH_MAP.test(url);
const isIconFont = (url: string) => ICON_FONT.test(url);
const isSearchIndex = (url: string) => /\/icon-search-index-[0-9a-f]+\.js$/.test(url);
const isBrowserChunk = (url: string) => /\/icon-browser-[0-9a-f]+\.js$/.test(url);
const namesWith = (...words: string[]) => Object.keys(glyphMap).filter((name) => words.every((w) => name.includes(w)));
/** What the browser should show for a query, from the same index the build writes. */
const matching = (query: string) => searchIcons(iconNames, query, iconKeywords);

/** The browser loads as the reader scrolls near it (it sits below the guide's text). One step, as the loading box may be replaced meanwhile. */
/** Scrolls to the icon browser (or its placeholder), once the page showing it has rendered. */
async function scrollToBrowser(page: Page): Promise<void> {
  const browserOrPlaceholder = page.locator('.icon-browser__loading, .icon-browser').first();
  await browserOrPlaceholder.waitFor({ state: 'attached' });
  await browserOrPlaceholder.evaluate((element) => element.scrollIntoView());
}

/** Opens the icons guide in `page` and scrolls to the icon browser, once it shows its icons. */
async function openIcons(page: Page): Promise<void> {
  await visit(page, ICONS);
  await scrollToBrowser(page);
  await page.locator('.icon-browser__grid').waitFor();
}

const search = (page: Page) => page.getByLabel('Search icons');
const count = (page: Page) => page.locator('.icon-browser__count');
const tiles = (page: Page) => page.locator('.icon-browser__tile');

async function searchFor(page: Page, query: string, expectedCount: string) {
  await search(page).fill(query);
  await page.waitForFunction(
    (expected) => document.querySelector('.icon-browser__count')?.textContent?.startsWith(expected),
    expectedCount,
  );
}

test.describe('icon browser', () => {
  test('sits under "Browse the icons" and renders one batch of the whole set', async ({ context, page }) => {
    const requests = recordRequests(context);
    await openIcons(page);
    const total = Object.keys(glyphMap).length;
    expect(total).toBeGreaterThan(7000);
    const followsHeading = await page.evaluate(() => {
      const heading = document.getElementById('browse-the-icons');
      let node = heading?.nextElementSibling;
      while (node && node.tagName !== 'H2') {
        if (node.querySelector('.icon-browser') || node.matches('.icon-browser')) return true;
        node = node.nextElementSibling;
      }
      return false;
    });
    expect(followsHeading).toBe(true);
    expect(await count(page).textContent()).toBe(`${total.toLocaleString('en-US')} icons`);
    expect(await tiles(page).count()).toBe(BATCH);
    expect(requests.filter(isGlyphMap)).toHaveLength(1);
    expect(requests.filter(isIconFont)).toHaveLength(1);
    expect(requests.filter(isSearchIndex)).toHaveLength(1);
  });

  test('hydrates without React errors when the colour mode changes before its chunk arrives', async ({
    context,
    page,
  }) => {
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await context.route(/\/icon-browser-[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(ICONS);
    // The server's HTML already holds the loading state, sized like the browser.
    expect(await page.locator('.icon-browser__loading[role="status"]').innerText()).toBe('Loading icons…');
    await scrollToBrowser(page);
    await page.locator('.icon-browser__grid').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
  });

  test('adds tiles when the panel is scrolled or "Show more" is pressed', async ({ page }) => {
    await openIcons(page);
    await page.locator('.icon-browser__panel').evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('.icon-browser__tile').length >= n, 2 * BATCH);
    const before = await tiles(page).count();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.icon-browser__tile').length >= n, before + BATCH);
    // The panel is still scrolled to its end, so more tiles may be revealed meanwhile: wait until
    // the count names the tiles shown, then check it.
    await page.waitForFunction(() => {
      const shown = document.querySelectorAll('.icon-browser__tile').length.toLocaleString('en-US');
      return document.querySelector('.icon-browser__more')?.textContent?.includes(`Showing ${shown} of`);
    });
    expect(await page.locator('.icon-browser__more').textContent()).toContain(
      `Showing ${(await tiles(page).count()).toLocaleString('en-US')} of`,
    );
  });

  test('filters as you type: case-insensitive, every word must match', async ({ page }) => {
    await openIcons(page);
    const accounts = matching('account');
    await searchFor(page, 'Account', `${accounts.length} icons match`);
    const shown = await page.locator('.icon-browser__name').allTextContents();
    expect(shown).toEqual(accounts.slice(0, BATCH));
    expect(shown[0]).toBe('account');
    // Names with the word come before icons found by an alias or tag, and fill the first batch.
    expect(namesWith('account').length).toBeGreaterThan(BATCH);
    for (const name of shown) expect(name).toContain('account');

    const arrowsLeft = matching('arrow left');
    await searchFor(page, 'arrow left', `${arrowsLeft.length} icons match “arrow left”`);
    const arrows = await page.locator('.icon-browser__name').allTextContents();
    expect(arrows).toEqual(arrowsLeft.slice(0, BATCH));
    const byName = namesWith('arrow', 'left');
    expect(arrows.slice(0, byName.length).every((name) => name.includes('arrow') && name.includes('left'))).toBe(true);
    expect(arrows).toContain('arrow-collapse-left');
  });

  test('finds icons by their aliases, after the names: "trash" shows delete', async ({ page }) => {
    await openIcons(page);
    await searchFor(page, 'trash', `${matching('trash').length} icons match “trash”`);
    const shown = await page.locator('.icon-browser__name').allTextContents();
    expect(shown.slice(0, 2)).toEqual(['trash-can', 'trash-can-outline']);
    expect(shown).toContain('delete');
    // The tooltip says why it matched.
    expect(await page.getByRole('button', { name: 'delete', exact: true }).getAttribute('title')).toMatch(
      /^Also: .*\btrash\b/m,
    );
  });

  test('says so when nothing matches', async ({ page }) => {
    await openIcons(page);
    await searchFor(page, 'zebra unicorn', '0 icons');
    expect(await page.locator('.icon-browser__empty').textContent()).toBe('No icons match “zebra unicorn”');
    expect(await tiles(page).count()).toBe(0);
  });

  test('copies a name on click and with Enter, and confirms it', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openIcons(page);
    await searchFor(page, 'account-circle', `${namesWith('account-circle').length} icons`);
    await page.getByRole('button', { name: 'account-circle-outline', exact: true }).click();
    const toast = page.locator('.icon-browser__toast-region');
    await toast.getByText('Copied “account-circle-outline”').waitFor();
    expect(await toast.getAttribute('aria-live')).toBe('polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('account-circle-outline');
    expect(await page.locator('.icon-browser__tile--copied').textContent()).toContain('account-circle-outline');

    await page.getByRole('button', { name: 'account-circle', exact: true }).focus();
    await page.keyboard.press('Enter');
    await toast.getByText('Copied “account-circle”').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('account-circle');
  });

  test('draws each glyph with the icon font once the font has loaded', async ({ page }) => {
    await openIcons(page);
    await searchFor(page, 'camera-outline', '');
    const tile = page.getByRole('button', { name: 'camera-outline', exact: true });
    const glyph = tile.locator('.icon-browser__glyph');
    expect((await glyph.textContent())?.codePointAt(0)).toBe(glyphMap['camera-outline']);
    expect(await glyph.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('MaterialDesignIcons');
    const fontState = await page.evaluate(() => ({
      loaded: [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'MaterialDesignIcons' && face.status === 'loaded',
      ),
      check: document.fonts.check('32px MaterialDesignIcons', '\u{F0100}'),
    }));
    expect(fontState).toEqual({ loaded: true, check: true });
  });

  test('is not downloaded by other pages, even when they link to the icons guide', async ({ context, page, open }) => {
    const requests = recordRequests(context);
    await open('./docs/guides/theming/');
    // Hovering a link makes Gatsby prefetch that page's resources.
    const prefetched = page.waitForRequest((request) => request.url().includes('/page-data/docs/guides/icons/'));
    await page.locator('.doc-page__sidebar a[href$="/docs/guides/icons/"]').hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    expect(
      requests.filter((url) => isGlyphMap(url) || isSearchIndex(url) || isIconFont(url) || isBrowserChunk(url)),
    ).toEqual([]);
    expect(
      await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('MaterialDesignIcons'))),
    ).toBe(false);
  });

  test('loads on client-side navigation and reuses the data when coming back', async ({ context, page, open }) => {
    const requests = recordRequests(context);
    await open('./docs/guides/theming/');
    await page.locator('.doc-page__sidebar a[href$="/docs/guides/icons/"]').click();
    await page.waitForURL(ICONS);
    await scrollToBrowser(page);
    await page.locator('.icon-browser__grid').waitFor();
    await page.locator('.doc-page__sidebar a[href$="/docs/guides/theming/"]').click();
    await page.waitForURL('./docs/guides/theming/');
    await page.goBack();
    await scrollToBrowser(page);
    await page.locator('.icon-browser__grid').waitFor();
    expect(requests.filter(isGlyphMap)).toHaveLength(1);
    expect(requests.filter(isIconFont)).toHaveLength(1);
  });

  test('shows the error and recovers with Retry when the glyph map fails to load', async ({ context, page, open }) => {
    await context.route(GLYPH_MAP, (route) => route.abort());
    await open(ICONS);
    await scrollToBrowser(page);
    const alert = page.locator('.icon-browser__loading.lazy-content--error');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.locator('.lazy-content__title').textContent()).toBe('Could not load icons.');
    expect(await alert.locator('.lazy-content__error').textContent()).toBe(
      'Its code did not download. Check your network connection, then retry.',
    );
    expect(await search(page).count()).toBe(0);

    await page.evaluate(() => ((window as any).__sameDocument = true));
    await context.unroute(GLYPH_MAP);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.icon-browser__grid').waitFor();
    expect(await alert.count()).toBe(0);
    expect(await tiles(page).count()).toBe(BATCH);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  });

  test('shows the error and recovers with Retry when the font fails to load', async ({ context, page, open }) => {
    await context.route(ICON_FONT, (route) => route.abort());
    await open(ICONS);
    await scrollToBrowser(page);
    await page.locator('.lazy-content--error').waitFor();
    expect(await page.locator('.lazy-content__error').textContent()).toContain('The icon font did not load');
    await context.unroute(ICON_FONT);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.icon-browser__grid').waitFor();
    expect(await page.evaluate(() => document.fonts.check('32px MaterialDesignIcons', '\u{F0100}'))).toBe(true);
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('fits a phone screen', async ({ page }) => {
      await openIcons(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const columns = await page
        .locator('.icon-browser__grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBeGreaterThanOrEqual(3);
      const box = await tiles(page).first().boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
    });
  });
});
