import type { Page } from '@playwright/test';
import { allVersions, pageOf } from '../helpers/site-routes';
import { expect, test } from './fixtures';

// The first page of a visit (a reader arriving from a search result) keeps its reference sections as
// the server's HTML, and its sidebar and examples wake when used or near: what the reader does there
// works as it does on a page React rendered, and a page reached in the app is the same markup.

const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
/** A full page load clears the window; a client navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

for (const version of allVersions()) {
  const button = `.${pageOf(version, 'components/Button/')}`;

  test.describe(`arriving at ${version.name}’s Button page`, () => {
    test('follows links of the props and the sidebar in the app, and keeps the reference as served', async ({
      page,
      open,
    }) => {
      await open(button);
      await markDocument(page);
      expect(await hydrated(page, '.prop h3')).toBe(false);
      expect(await hydrated(page, '.doc-section--theme-colors td')).toBe(false);
      expect(await hydrated(page, '.sidebar a')).toBe(false);
      expect(await hydrated(page, 'footer.footer a')).toBe(false);
      // The type link of `theme` leads to the theming guide, in the app.
      await page.locator('#prop-theme').locator('xpath=..').getByRole('link', { name: 'ThemeProp' }).click();
      await page.waitForURL(/\/guides\/theming\/#/);
      expect(await sameDocument(page)).toBe(true);
      await page.goBack();
      await page.waitForURL(/\/components\/Button\/$/);
      // From the sidebar, in the app too: the page reached is rendered by React.
      await page.locator('.doc-page__sidebar').getByRole('link', { name: 'TextInput', exact: true }).click();
      await page.waitForURL(/\/components\/TextInput\/$/);
      await expect(page.locator('main h1')).toHaveText('TextInput');
      expect(await sameDocument(page)).toBe(true);
      expect(await hydrated(page, '.prop h3')).toBe(true);
    });

    test('renders the same reference in the app as the server wrote it', async ({ page, open }) => {
      await open(`.${pageOf(version, 'components/TextInput/')}`);
      await page.locator('.doc-page__sidebar').getByRole('link', { name: 'Button', exact: true }).first().click();
      await page.waitForURL(/\/components\/Button\/$/);
      await expect(page.locator('main h1')).toHaveText('Button');
      const { inApp, served } = await page.evaluate(async () => {
        const reference =
          '.prop-list, .doc-section--inherited-props, .doc-section--types, .doc-section--theme-colors, .doc-section--changes';
        const stripped = (root: ParentNode) =>
          [...root.querySelectorAll(reference)].map((element) => element.outerHTML.replace(/<!--.*?-->/g, ''));
        const html = await (await fetch(window.location.href)).text();
        return {
          inApp: stripped(document.querySelector('main')!),
          served: stripped(new DOMParser().parseFromString(html, 'text/html').querySelector('main')!),
        };
      });
      expect(served.length).toBeGreaterThanOrEqual(4);
      expect(inApp).toEqual(served);
    });

    test('draws the reference as it nears the window; a prop reached from the contents stays put and is marked read', async ({
      page,
      open,
    }) => {
      await open(button);
      const lastProp = page.locator('.prop h3').last();
      const id = await lastProp.getAttribute('id');
      const drawn = () => lastProp.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
      // Far below the window, the last prop and the theme colours are not laid out yet (component-doc.css).
      expect(await drawn()).toBe(false);
      expect(
        await page
          .locator('.doc-section--theme-colors h2')
          .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);
      await page.locator('nav.toc').locator(`a[href="#${id}"]`).click();
      await expect(lastProp).toBeInViewport();
      expect(await drawn()).toBe(true);
      const current = page.locator('nav.toc a[aria-current="location"]');
      await expect(current).toHaveAttribute('href', `#${id}`);
      // Scrolling back up draws the props above it, and the heading moves as far as the wheel turned, no more.
      const top = () => lastProp.evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
      await page.mouse.move(400, 400);
      for (let turn = 0; turn < 4; turn += 1) {
        const before = await top();
        await page.mouse.wheel(0, -200);
        // Within a pixel: positions round to device pixels.
        await expect.poll(async () => Math.abs((await top()) - (before + 200))).toBeLessThanOrEqual(1);
      }
      // The contents mark the prop read now, one of those above.
      await expect(current).not.toHaveAttribute('href', `#${id}`);
      await expect(current).toHaveAttribute('href', /^#prop-/);
    });

    test('collapses a sidebar category on the first click, and takes focus where the keyboard put it', async ({
      page,
      open,
    }) => {
      await open(button);
      const sidebar = page.locator('.doc-page__sidebar');
      const toggle = sidebar.locator('.sidebar__category-toggle').first();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await hydrated(page, '.doc-page__sidebar a')).toBe(true);

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await sidebar.getByRole('link', { name: 'Chip', exact: true }).focus();
      await expect(sidebar.getByRole('link', { name: 'Chip', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/components\/Chip\/$/);
    });
  });
}

const example = (page: Page) => page.locator('.doc-section:has(#example-0)');

test('an example far down the page wakes as the reader scrolls to it', async ({ page, open }) => {
  await open('./docs/components/BottomNavigation/BottomNavigationBar/');
  expect(await hydrated(page, '.doc-section:has(#example-0) [role="tab"]')).toBe(false);
  await example(page).scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(page, '.doc-section:has(#example-0) [role="tab"]')).toBe(true);
});

test('an example’s tab switches on a click that comes before the example has woken', async ({ page, open }) => {
  await open('./docs/components/BottomNavigation/BottomNavigationBar/');
  // A click that does not scroll the page: the section is still far below the window.
  await example(page).getByRole('tab', { name: 'Dynamic' }).dispatchEvent('click');
  await expect(example(page).getByRole('tab', { name: 'Dynamic' })).toHaveAttribute('aria-selected', 'true');
  await expect(example(page).locator('[role="tabpanel"]:not([hidden])')).toContainText('NavigationContainer');
});

test('a press on a tab that starts as the example comes near the window still switches the tab', async ({
  page,
  open,
}) => {
  await open('./docs/components/BottomNavigation/BottomNavigationBar/');
  const tab = example(page).getByRole('tab', { name: 'Dynamic' });
  // The press starts at once: the example comes near the window, and may wake, while the button is held down.
  const pressed = await tab.evaluateHandle((button) => {
    button.scrollIntoView({ block: 'center' });
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return button;
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
  );
  // The press ends on the very button it started on, as a reader's does.
  await pressed.evaluate((button) => {
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(example(page).locator('[role="tabpanel"]:not([hidden])')).toContainText('NavigationContainer');
});
