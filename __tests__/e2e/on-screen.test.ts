import type { Locator, Page } from '@playwright/test';
import { BASE, PHONE, waitForHydration } from './browser';
import { expect, test } from './fixtures';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { componentRoutes, NAVBAR, versionLabel } from '../helpers/site-routes';
import { docVersions } from '../../gatsby/config/site-config';

// What a reader needs to see after an action is on the screen, in every docs version: the current
// page in the sidebar, the preview after Run, the preview while the phone configurator's controls change.

const VERSIONS = docVersions().map((version) => ({
  name: version.name,
  root: version.prefix ? `/${version.prefix}` : '',
}));

/** Resolves once `locator` is wholly inside the window, below the navbar; fails after the wait. */
async function onScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const handle = await locator.elementHandle();
  await page
    .waitForFunction((element) => {
      const rect = element!.getBoundingClientRect();
      const navbarBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
      return rect.height > 0 && rect.top >= navbarBottom - 1 && rect.bottom <= window.innerHeight + 1;
    }, handle)
    .catch(async () => {
      const rect = await locator.boundingBox();
      throw new Error(`${what} is not on screen: it spans y=${rect?.y} to ${(rect?.y ?? 0) + (rect?.height ?? 0)}.`);
    });
}

for (const { name, root } of VERSIONS) {
  test.describe(`in ${name}`, () => {
    const route = (title: string) => {
      const found = componentRoutes(name).find(([, shown]) => shown === title);
      if (!found) throw new Error(`${name} has no ${title} page`);
      return found[0];
    };

    test('the sidebar shows the current page: TextInput, far down the components sidebar, on arrival, after back, on a fresh load', async ({
      page,
    }) => {
      await openComponentsFromHome(page);
      if (root) {
        await switchVersion(page, versionLabel(name));
        await page.waitForURL(`**${BASE}${root}/docs/components/ActivityIndicator/`);
      }
      const current = () => page.locator('.doc-page__sidebar [aria-current="page"]');
      await arriveInApp(page, route('TextInput'), 'TextInput');
      await onScreen(page, current(), 'The current page in the sidebar');
      // Up to the first component, then back: the sidebar follows both ways.
      await page.locator('.navbar').getByRole('link', { name: NAVBAR.components, exact: true }).click();
      await expect(page.locator('main h1')).toHaveText('ActivityIndicator');
      await onScreen(page, current(), 'ActivityIndicator in the sidebar');
      await page.goBack();
      await expect(page.locator('main h1')).toHaveText('TextInput');
      await onScreen(page, current(), 'TextInput in the sidebar, after back');
      await page.reload();
      await waitForHydration(page);
      await onScreen(page, current(), 'TextInput in the sidebar, on a fresh load');
      expect(await current().innerText()).toBe('TextInput');
    });

    test.describe(() => {
      test.use({ viewport: PHONE });

      test('on a phone, Run live brings the running preview on screen', async ({ page, open }) => {
        await open(`.${route('Button')}`);
        const example = page.locator('#usage + *');
        await example.getByRole('button', { name: 'Run live' }).click();
        await example.locator('.live-example__screen[data-outcome="rendered"]').waitFor();
        await onScreen(page, example.locator('.live-example__screen'), 'The preview after Run live');
      });

      test("on a phone, the configurator's preview stays on screen while the reader changes a control far down the list", async ({
        page,
        open,
      }) => {
        await open(`.${route('Button')}`);
        const section = page.locator('.doc-section--configurator');
        // The reader scrolls down to it; it wakes as it comes near (an island).
        await section.scrollIntoViewIfNeeded();
        await section.getByRole('button', { name: 'Open the configurator' }).click();
        const screen = section.locator('.live-example__screen[data-outcome="rendered"]');
        await screen.waitFor();
        const switches = section.locator('.configurator__controls').getByRole('switch');
        const last = switches.last();
        await last.scrollIntoViewIfNeeded();
        await last.click();
        await onScreen(page, last, 'The control the reader changed');
        await onScreen(page, section.locator('.live-example__screen'), 'The configurator preview');
      });
    });
  });
}

test.describe('the not-found page', () => {
  for (const { name, root } of VERSIONS) {
    test(`in ${name}, hydrates without an error and searches the docs for what the address asked for, in its version`, async ({
      page,
      open,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(`.${root}/docs/components/Buton/`);
      expect(await page.locator('main h1').innerText()).toBe('Page not found');
      const field = page.locator('#not-found-query');
      await page.waitForFunction(
        () => (document.getElementById('not-found-query') as HTMLInputElement)?.value === 'Buton',
      );
      await field.press('Enter');
      await page.waitForURL(/\/search\/\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe('Buton');
      expect(url.searchParams.get('version')).toBe(root ? name : null);
      // The server rendered the page for no address in particular; the browser's first render matched it.
      expect(errors).toEqual([]);
      await page
        .locator('main')
        .getByRole('link', { name: /^Button/ })
        .first()
        .waitFor();
    });
  }

  test('takes a hostile address as plain words', async ({ page, open }) => {
    await open('./docs/%3Cimg%20src=x%20onerror=alert(1)%3E/');
    await page.waitForFunction(
      () => (document.getElementById('not-found-query') as HTMLInputElement)?.value === '<img src=x onerror=alert(1)>',
    );
    expect(await page.locator('main img').count()).toBe(0);
  });
});

test.describe("each version's own furniture", () => {
  test("6.x pages show 6.x's announcement bar and banner, and footer links into 6.x; each bar is closed on its own", async ({
    page,
    open,
  }) => {
    await open('./');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const close = () => bar.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.innerText()).not.toContain('6.0 is in alpha');
    await close();
    await bar.waitFor({ state: 'detached' });

    // Closing the site's bar leaves 6.x's.
    await switchVersion(page, versionLabel('6.x'));
    await page.waitForURL(`**${BASE}/6.x/docs/guides/getting-started/`);
    await bar.filter({ hasText: '6.0 is in alpha' }).waitFor();
    expect(await page.locator('.version-banner').innerText()).toContain('an alpha release');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(
      `${BASE}/6.x/docs/guides/getting-started/`,
    );
    // The showcase has no 6.x page: its link stays on the one there is.
    expect(await footer.getByRole('link', { name: 'Showcase' }).getAttribute('href')).toBe(`${BASE}/docs/showcase/`);

    await close();
    await bar.waitFor({ state: 'detached' });
    await footer.getByRole('link', { name: 'Theming' }).click();
    await page.waitForURL(`**${BASE}/6.x/docs/guides/theming/`);
    await switchVersion(page, versionLabel('5.x'));
    await page.waitForURL(`**${BASE}/docs/guides/theming/`);
    // Fresh loads: each page reads its own bar's dismissal.
    await page.reload();
    await waitForHydration(page);
    await bar.waitFor({ state: 'detached' });
    await open('./6.x/docs/guides/theming/');
    await bar.waitFor({ state: 'detached' });
  });
});
