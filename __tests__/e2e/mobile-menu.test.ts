import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { PHONE, visit } from './browser';
import { expect, test } from './fixtures';
import { versionLabel } from '../helpers/site-routes';

const V5 = versionLabel('5.x');

/** The focused element's label or text, and whether it is inside the menu (null: nothing focused). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      inMenu: Boolean(element.closest('dialog.mobile-menu')),
    };
  });

/** Opens a page in `page`, in the colour mode given, and its navigation menu. */
async function openMenu(page: Page, path: string, mode: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
  await visit(page, path);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
}

test.use({ viewport: PHONE });

test.describe('phone menu as a modal dialog', () => {
  test('takes focus, keeps Tab inside, and gives focus back to the toggle on Escape', async ({ page }) => {
    await openMenu(page, './docs/guides/theming/');
    expect(await focused(page)).toEqual({ name: 'Close navigation menu', inMenu: true });

    // Two rounds through everything focusable in the menu: Tab never reaches the page behind.
    const stops = await page.locator('dialog.mobile-menu').locator('a[href], button').count();
    expect(stops).toBeGreaterThan(10);
    const inside: string[] = [];
    const outside: string[] = [];
    for (let i = 0; i < stops * 2; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now) (now.inMenu ? inside : outside).push(now.name);
    }
    expect(outside).toEqual([]);
    // It went round: past the last link and back to the start of the menu.
    expect(inside).toContain('Ripple effect');
    expect(inside).toContain('Close navigation menu');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.inMenu).toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'detached' });
    expect(await focused(page)).toEqual({ name: 'Open navigation menu', inMenu: false });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });

  test('leaves the page behind inert; a click beside the panel closes it without following what is under it', async ({
    page,
  }) => {
    await openMenu(page, './docs/guides/theming/');
    expect(await page.evaluate(() => document.querySelector('dialog.mobile-menu')?.matches(':modal'))).toBe(true);
    // A link of the page cannot take focus while the menu is open.
    await page.locator('main a').first().focus();
    expect((await focused(page))?.inMenu).toBe(true);

    // The strip beside the panel (at most 340 px wide), over the article's text.
    const x = PHONE.width - 10;
    const y = 300;
    expect(
      await page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('dialog')), [x, y]),
    ).toBe(true);
    await page.mouse.click(x, y);
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'detached' });
    await expect(page).toHaveURL('./docs/guides/theming/');
    expect(await focused(page)).toEqual({ name: 'Open navigation menu', inMenu: false });
  });

  test('closes when one of its links is followed, also the current page’s', async ({ page }) => {
    await openMenu(page, './docs/guides/theming/');
    await page.getByRole('dialog').getByRole('link', { name: 'Theming', exact: true }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'detached' });
    expect(await focused(page)).toEqual({ name: 'Open navigation menu', inMenu: false });

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Fonts' }).click();
    await page.waitForURL('./docs/guides/fonts/');
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'detached' });
    // On another page the router's focus handling wins: focus is on the new page, not lost on <body>.
    await page.waitForFunction(() => document.activeElement?.id === 'gatsby-focus-wrapper');
  });

  test('shows the logo and title for the colour mode, as the navbar does', async ({ page }) => {
    await openMenu(page, './docs/guides/theming/');
    const logo = page.getByRole('dialog').locator('.navbar__brand img').filter({ visible: true });
    expect(await logo.getAttribute('src')).toMatch(/\/images\/logo\.svg$/);
    expect(await page.getByRole('dialog').locator('.navbar__brand').innerText()).toBe('React Native Paper');
  });

  test('repeats no id while it shows the docs sidebar beside the page’s own', async ({ page }) => {
    await openMenu(page, './docs/components/Appbar/AppbarAction/');
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await menu.locator('.sidebar__category').count()).toBeGreaterThan(10);
    const repeated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(repeated).toEqual([]);
    // Each category toggle in the menu controls the list in the menu, not the page's copy.
    const controlled = await menu
      .locator('.sidebar__category-toggle')
      .evaluateAll((toggles) =>
        toggles.map((toggle) =>
          Boolean(document.getElementById(toggle.getAttribute('aria-controls')!)?.closest('dialog')),
        ),
      );
    expect(controlled.length).toBeGreaterThan(10);
    expect(controlled.every(Boolean)).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious or critical axe-core finding in its main and docs views in ${mode} mode`, async ({ page }) => {
      await openMenu(page, './docs/components/Appbar/AppbarAction/', mode);
      const scope = { include: [['dialog.mobile-menu']] };
      const problems = await seriousViolations(page, scope);
      await page.getByRole('button', { name: 'Back to main menu' }).click();
      await page.getByRole('button', { name: V5 }).click();
      problems.push(...(await seriousViolations(page, scope)));
      expect(problems).toEqual([]);
    });
  }
});
