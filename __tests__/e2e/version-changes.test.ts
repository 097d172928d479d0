import { BASE, DESKTOP, PHONE } from './browser';
import { expect, test } from './fixtures';
import { NAVBAR } from '../helpers/site-routes';
import { arriveInApp, openComponentsFromHome } from './reader-paths';

// A 5.x reader moving a component to 6.x: from the 5.x page to what changed, then to the guide's
// section about one change, and back. What the table holds is the build tests'; here, that the links
// take a reader there, in both colour modes and at phone width.

for (const [mode, viewport] of [
  ['light', DESKTOP],
  ['dark', PHONE],
] as const) {
  test.describe(() => {
    test.use({ viewport, colorScheme: mode });
    test(`from 5.x TextInput to what changed in 6.x and to the guide's section on one change (${mode}, ${viewport.width} px)`, async ({
      page,
      open,
    }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      if (viewport === PHONE) {
        // On a phone the navbar's links and the sidebar are in the navigation menu.
        const fromMenu = async (name: string, heading: string) => {
          await page.getByRole('button', { name: 'Open navigation menu' }).click();
          await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name, exact: true }).click();
          await expect(page.locator('main h1')).toHaveText(heading);
        };
        await open('./');
        await fromMenu(NAVBAR.components, 'ActivityIndicator');
        await fromMenu('TextInput', 'TextInput');
      } else {
        await openComponentsFromHome(page);
        await arriveInApp(page, '/docs/components/TextInput/', 'TextInput');
      }

      const changed = page.locator('section.doc-section--changes');
      await expect(changed.locator('h2')).toContainText('Changed in 6.x');
      await changed.getByRole('link', { name: 'its changes from this version' }).click();
      await page.waitForURL(`**${BASE}/6.x/docs/components/TextInput/#changes`);
      await expect(page.locator('main h1')).toHaveText('TextInput');
      const table = page.locator('table.prop-changes');
      await expect(table).toBeInViewport();
      // The version the reader is now in says so, and the table names both versions.
      await expect(table.locator('thead th')).toHaveText(['Prop', 'Change', 'In 5.x', 'In 6.x']);

      const mode5 = table.locator('tbody tr', { has: page.locator('th', { hasText: /^mode$/ }) });
      await expect(mode5.locator('td').first()).toHaveText('Renamed to variant (migration guide)');
      await mode5.getByRole('link', { name: 'migration guide' }).click();
      await page.waitForURL(`**${BASE}/6.x/docs/guides/migration/#textinput-mode-becomes-variant`);
      await expect(page.locator('#textinput-mode-becomes-variant')).toBeInViewport();

      await page.goBack();
      await page.waitForURL(`**${BASE}/6.x/docs/components/TextInput/#changes`);
      await expect(page.locator('main h1')).toHaveText('TextInput');
    });
  });
}
