import { BASE, DESKTOP, PHONE } from './browser';
import { expect, test } from './fixtures';
import { versionLabel, dropdownLabels, NAVBAR } from '../helpers/site-routes';

const V5 = versionLabel('5.x');
const V6 = versionLabel('6.x');

test.describe('skip link', () => {
  test('is the first thing Tab reaches and moves focus to the main content', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    await focused.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await expect(page).toHaveURL('./docs/guides/theming/#main-content');
  });
});

test.describe('version dropdown', () => {
  test('opens on click, lists the versions this site builds and the older sites, and closes on an outside mouse down', async ({
    page,
    open,
  }) => {
    await open('./');
    const toggle = page.getByRole('button', { name: V5 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const links = page.locator('.navbar__dropdown-menu a');
    expect(await links.allTextContents()).toEqual(dropdownLabels());
    // From a page outside the docs, each version opens its main doc.
    expect(await links.nth(1).getAttribute('href')).toBe(`${BASE}/6.x/docs/guides/getting-started/`);
    expect(await links.nth(2).getAttribute('href')).toBe('https://callstack.github.io/react-native-paper/4.0/');
    await links.first().waitFor({ state: 'visible' });
    await page.mouse.move(700, 600);
    await page.mouse.down();
    await page.mouse.up();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await links.first().waitFor({ state: 'hidden' });
  });

  test('opens with Enter from the keyboard and closes with Escape', async ({ page, open }) => {
    await open('./');
    const toggle = page.getByRole('button', { name: V5 });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE });

  test('opens on the docs sidebar, goes back to the main menu and locks scrolling', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.locator('.doc-page__sidebar').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await menu.locator('.sidebar__link').count()).toBe(12);
    expect(await menu.locator('.sidebar__link[aria-current="page"]').textContent()).toBe('Theming');

    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    const primary = await menu.locator('.mobile-menu__primary > li > .mobile-menu__link').allTextContents();
    expect(primary.slice(0, 3)).toEqual([NAVBAR.guides, NAVBAR.components, NAVBAR.showcase]);
    // The version dropdown starts open, since it lists this page (in v5.x), and closes in place.
    const versions = menu.getByRole('button', { name: V5 });
    expect(await versions.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: V6 }).getAttribute('href')).toBe(`${BASE}/6.x/docs/guides/theming/`);
    await versions.click();
    expect(await versions.getAttribute('aria-expanded')).toBe('false');
    await versions.click();
    await menu.getByRole('link', { name: 'v4.x' }).waitFor({ state: 'visible' });

    await menu.getByRole('button', { name: 'Close navigation menu' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });

  test('closes after navigating and when the window grows to desktop width', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('link', { name: 'Icons' }).click();
    await page.waitForURL('./docs/guides/icons/');
    await menu.waitFor({ state: 'detached' });
    expect(await page.locator('main h1').textContent()).toBe('Icons');

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await menu.waitFor();
    await page.setViewportSize(DESKTOP);
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });
});

test.describe('paths ending in .html', () => {
  test('serve the page and settle on the canonical address', async ({ page, open }) => {
    await open('./docs/guides/theming.html');
    expect(await page.locator('main h1').textContent()).toBe('Theming');
    await page.waitForURL('./docs/guides/theming/');
  });

  test('shows the not-found page for unknown paths', async ({ page, open }) => {
    await open('./docs/guides/no-such-guide/');
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
  });
});
