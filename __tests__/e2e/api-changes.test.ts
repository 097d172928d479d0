import type { Page } from '@playwright/test';
import { BASE, PHONE } from './browser';
import { expect, test } from './fixtures';
import { openGuidesOfVersion } from './reader-paths';

// The API changes page as readers use it: reached from the 6.x announcement and from the migration
// guide, filtered by name and kind, the filter kept in the address, and a hostile address or no
// JavaScript answered with the whole list as text. What the tables hold is the build tests'.

const ROUTE = '/6.x/docs/guides/api-changes/';
const filterBox = (page: Page) => page.getByRole('search', { name: 'Filter the changes' });
const count = (page: Page) => filterBox(page).getByRole('status');
const groups = (page: Page) => page.locator('article h3');

test('from the 6.x announcement: filter by name, then by kind, follow a change to the guide and come back to the same filter', async ({
  page,
}) => {
  await openGuidesOfVersion(page, '6.x');
  await page.locator('.announcement-bar').getByRole('link', { name: 'every API change' }).click();
  await expect(page.locator('main h1')).toHaveText('API changes from 5.x');
  const total = (await count(page).textContent())!;
  expect(total).toMatch(/^\d+ changes\.$/);

  await filterBox(page).getByLabel('Filter by name').fill('textinput');
  await expect(count(page)).toHaveText(/^Showing \d+ of \d+ changes\.$/);
  await expect(groups(page)).toHaveText(['TextInput', 'TextInput.Icon', 'TextInput.Affix']);
  await filterBox(page).getByLabel('Kind of change').selectOption({ label: 'Renamed' });
  await expect(groups(page)).toHaveText(['TextInput']);
  const rows = page.locator('table.prop-changes tbody tr');
  await expect(rows.locator('th')).toHaveText(['mode', 'left', 'right']);
  await page.waitForURL(`**${BASE}${ROUTE}?name=textinput&kind=renamed`);

  await rows.first().getByRole('link', { name: 'migration guide' }).click();
  await page.waitForURL(`**${BASE}/6.x/docs/guides/migration/#textinput-mode-becomes-variant`);
  await expect(page.locator('#textinput-mode-becomes-variant')).toBeInViewport();
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('API changes from 5.x');
  await expect(filterBox(page).getByLabel('Filter by name')).toHaveValue('textinput');
  await expect(groups(page)).toHaveText(['TextInput']);

  // Clearing the filter brings every change back, and the address loses its query.
  await filterBox(page).getByLabel('Filter by name').fill('');
  await filterBox(page).getByLabel('Kind of change').selectOption({ label: 'All changes' });
  await expect(count(page)).toHaveText(total);
  expect(new URL(page.url()).search).toBe('');
});

test.describe(() => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });
  test('from the migration guide at phone width in dark mode: what 6.x removed, each linked to its 5.x page', async ({
    page,
    open,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open('./6.x/docs/guides/getting-started/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation menu' })
      .getByRole('link', { name: 'Migrating from 5.x to 6.0', exact: true })
      .click();
    await expect(page.locator('main h1')).toHaveText('Migrating from 5.x to 6.0');
    await page.locator('article').getByRole('link', { name: 'API changes from 5.x' }).click();
    await expect(page.locator('main h1')).toHaveText('API changes from 5.x');

    await filterBox(page).getByLabel('Kind of change').selectOption({ label: 'Removed' });
    await expect(page.locator('#component-helpertext')).toBeVisible();
    await expect(page.locator('#component-textinput-affix')).toBeVisible();
    // A component kept for its removed props shows only those.
    const fabMenu = await page.locator('#component-fab-menu + p + table tbody td:first-of-type').allTextContents();
    expect(fabMenu.length).toBeGreaterThan(0);
    expect(fabMenu.filter((change) => !change.startsWith('Removed'))).toEqual([]);
    await page.locator('#component-helpertext + p').getByRole('link', { name: 'HelperText in 5.x' }).click();
    await expect(page.locator('main h1')).toHaveText('HelperText');
    expect(page.url()).toContain(`${BASE}/docs/components/HelperText/`);
    // Nothing at phone width is wider than the screen but the tables, which scroll in their own box.
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('API changes from 5.x');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test('a hostile address fills the filter with text only; without JavaScript the whole list shows and no filter', async ({
  browser,
  page,
  open,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const markup = '<img src=x onerror=alert(1)>';
  await open(`.${ROUTE}?name=${encodeURIComponent(markup)}&kind=constructor`);
  await expect(filterBox(page).getByLabel('Filter by name')).toHaveValue(markup);
  await expect(filterBox(page).getByLabel('Kind of change')).toHaveValue('all');
  await expect(page.getByText('No change here matches the filter.')).toHaveCount(3);
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);
  await open(`.${ROUTE}?name=${'a'.repeat(5000)}`);
  await expect(filterBox(page).getByLabel('Filter by name')).toHaveValue('a'.repeat(100));
  expect(dialogs).toBe(0);

  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(`.${ROUTE}?kind=removed`);
  await expect(noScript.locator('main h1')).toHaveText('API changes from 5.x');
  await expect(filterBox(noScript)).toBeHidden();
  expect(await groups(noScript).count()).toBeGreaterThan(30);
  await expect(noScript.locator('#exports')).toBeVisible();
});
