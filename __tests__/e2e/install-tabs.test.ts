import { visit, waitForHydration } from './browser';
import { expect, test } from './fixtures';

test.describe('npm and yarn install tabs', () => {
  test('switch every tab set on the page together and remember the choice', async ({ context, page, open }) => {
    await open('./docs/guides/getting-started/');
    const sets = page.locator('.package-install');
    expect(await sets.count()).toBeGreaterThan(1);
    const shownCommands = () => sets.locator('[role="tabpanel"]:not([hidden]) code').allTextContents();

    expect((await shownCommands()).every((command) => command.startsWith('npm install'))).toBe(true);
    await sets.first().getByRole('tab', { name: 'yarn' }).click();
    const commands = await shownCommands();
    expect(commands[0]).toBe('yarn add react-native-paper react-native-safe-area-context');
    expect(commands.every((command) => command.startsWith('yarn add'))).toBe(true);

    // Remembered on the next page and after a reload.
    await page.reload();
    await waitForHydration(page);
    expect((await shownCommands()).every((command) => command.startsWith('yarn add'))).toBe(true);
    const other = await context.newPage();
    await visit(other, './docs/guides/bottom-navigation/');
    expect(await other.locator('.package-install [role="tab"][aria-selected="true"]').first().textContent()).toBe(
      'yarn',
    );

    // Keyboard: arrow keys move between the tabs.
    await other.locator('.package-install [role="tab"][aria-selected="true"]').first().focus();
    await other.keyboard.press('ArrowLeft');
    expect(await other.locator('.package-install [role="tab"][aria-selected="true"]').first().textContent()).toBe(
      'npm',
    );
    expect(await other.evaluate(() => localStorage.getItem('package-manager'))).toBe('npm');
  });
});
