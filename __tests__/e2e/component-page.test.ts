import { BASE, DESKTOP } from './browser';
import { expect, test } from './fixtures';

test.describe('component pages', () => {
  test('show every family of the components sidebar expanded', async ({ page, open }) => {
    await open('./docs/components/ActivityIndicator/');
    const sidebar = page.locator('.doc-page__sidebar');
    for (const name of ['Appbar.Header', 'Card.Cover', 'DataTable.Pagination', 'ToggleButton.Row']) {
      await sidebar.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    const toggles = sidebar.locator('.sidebar__category-toggle');
    expect(
      await toggles.evaluateAll((buttons) => buttons.every((b) => b.getAttribute('aria-expanded') === 'true')),
    ).toBe(true);
    // Collapsing one family leaves the others open.
    await sidebar.getByRole('button', { name: 'Collapse Appbar' }).click();
    await sidebar.getByRole('link', { name: 'Appbar.Header', exact: true }).waitFor({ state: 'hidden' });
    await sidebar.getByRole('link', { name: 'Card.Cover', exact: true }).waitFor({ state: 'visible' });
  });

  test('scrolls to a prop from its anchor link and from the table of contents', async ({ page, open }) => {
    await open('./docs/components/Button/#prop-labelStyle');
    const heading = page.locator('#prop-labelStyle');
    await page.waitForFunction(() => {
      const top = document.getElementById('prop-labelStyle')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(await heading.textContent()).toContain('labelStyle');

    await page.locator('.toc--column').getByRole('link', { name: 'buttonColor', exact: true }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('prop-buttonColor')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    await expect(page).toHaveURL('./docs/components/Button/#prop-buttonColor');
    await page.waitForFunction(() => document.querySelector('.toc__link.is-active')?.textContent === 'buttonColor');
  });

  test('switches screenshot tabs and swaps screenshots with the colour mode', async ({ page, open }) => {
    await open('./docs/components/Button/');
    const visibleShot = () =>
      page.evaluate(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>('.screenshot-tabs img.screenshot__image')];
        return images.filter((img) => img.offsetParent !== null).map((img) => img.getAttribute('src'));
      });
    // The first light picture is written into the page (a data: URL); the others are files.
    expect(await visibleShot()).toEqual([expect.stringMatching(/^data:image\/webp;base64,/)]);
    await page.getByRole('tab', { name: 'contained-tonal' }).click();
    expect(await visibleShot()).toEqual([`${BASE}/screenshots/5.x/button/contained-tonal-light.webp`]);
    await page.keyboard.press('ArrowLeft');
    expect(await visibleShot()).toEqual([`${BASE}/screenshots/5.x/button/elevated-light.webp`]);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await visibleShot()).toEqual(['/react-native-paper/screenshots/5.x/button/elevated-dark.webp']);
    // The shown image really loads (lazy images load once visible).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.screenshot-tabs img')]
        .filter((i) => i.offsetParent)
        .every((i) => i.complete && i.naturalWidth > 0),
    );
  });

  test('opens a screenshot larger and closes it with Escape or a click outside', async ({ page, open }) => {
    await open('./docs/components/Badge/');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: /Enlarge: Badge \(with text\)/ }).click();
    await dialog.waitFor();
    const box = await dialog.locator('img').filter({ visible: true }).boundingBox();
    expect(box!.width).toBeGreaterThan(400);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Enlarge: Badge \(with text\)/ }).click();
    await dialog.waitFor();
    await page.mouse.click(10, DESKTOP.height - 10);
    await dialog.waitFor({ state: 'detached' });
  });

  test('shows the extended example tabs of BottomNavigation.Bar', async ({ page, open }) => {
    await open('./docs/components/BottomNavigation/BottomNavigationBar/');
    const tabs = page.getByRole('tablist', { name: 'With React Navigation' });
    const panel = page.locator('#example-0 ~ .tabs [role="tabpanel"]:not([hidden])');
    await expect(panel).toContainText('createStaticNavigation');
    // A click before the example's island has woken is replayed once it has: the panel follows.
    await tabs.getByRole('tab', { name: 'Dynamic' }).click();
    await expect(panel).toContainText('NavigationContainer');
  });
});
