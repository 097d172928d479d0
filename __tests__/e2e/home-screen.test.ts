import type { Frame, Page } from '@playwright/test';
import { BASE, PHONE, recordRequests } from './browser';
import { expect, test } from './fixtures';
import { docVersions } from '../helpers/search-relevance';
import siteConfig from '../../site.config';

/** The home page's running screen: arriving from another page, picking a colour, pressing a button. */

const stage = (page: Page) => page.locator('.home-screen__stage');

/** The frame the screen runs in, once its first screen is drawn over the picture. */
async function runningScreen(page: Page): Promise<Frame> {
  await page.locator('.home-screen__stage[data-shown="true"]').waitFor({ timeout: 30_000 });
  const frame = await (await page.locator('.home-screen__frame').elementHandle())!.contentFrame();
  return frame!;
}

/** The Save trip button's fill, in the frame: Paper puts the button's test id on its parts (`…-container` holds the fill). */
const saveButtonFill = () =>
  [...document.querySelectorAll('[data-testid^="home-screen-save"]')]
    .map((element) => getComputedStyle(element).backgroundColor)
    .find((color) => color !== 'rgba(0, 0, 0, 0)');

test.describe('the home page screen', () => {
  test('keeps the runtime out of the first load, and shows a picture of the screen in its place', async ({
    page,
    open,
  }) => {
    await open('./');
    const beforeLoad = await page.evaluate(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loaded.loadEventEnd)
        .map((entry) => entry.name);
    });
    expect(beforeLoad.filter((url) => /live-preview|\/home-screen(-theme-code)?-[0-9a-f]+\.js/.test(url))).toEqual([]);
    // The picture holds the screen's place: the same box in the page before and after the screen runs.
    const place = () =>
      stage(page).evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left, top: top + scrollY, width, height };
      });
    const before = await place();
    expect(before).toMatchObject({ width: 360, height: 600 });
    const picture = page.locator('.home-screen__picture').filter({ visible: true });
    await page.locator('.home-screen').scrollIntoViewIfNeeded();
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    await runningScreen(page);
    expect(await place()).toEqual(before);
  });

  test('runs for a reader who comes back home by the logo: a picked colour recolours it and its button shows a snackbar', async ({
    context,
    page,
    open,
  }) => {
    await open('./docs/guides/icons/');
    const requests = recordRequests(context);
    await page.locator('.navbar__brand').first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}/`);
    await page.locator('.home-screen').scrollIntoViewIfNeeded();
    const frame = await runningScreen(page);
    const save = frame.locator('[data-testid="home-screen-save"]').first();
    const before = await frame.evaluate(saveButtonFill);
    expect(before).toBeTruthy();

    await page.getByRole('button', { name: 'Teal (#006a6a)' }).click();
    await frame.waitForFunction(`(${saveButtonFill})() !== ${JSON.stringify(before)}`);
    expect(await page.getByRole('button', { name: 'Teal (#006a6a)' }).getAttribute('aria-pressed')).toBe('true');

    await save.click();
    await frame.getByText('Trip saved').waitFor();
    // The 5.x runtime ran it, from the site itself.
    expect(requests.some((url) => url.includes('/live-preview/'))).toBe(true);
  });

  test('runs the same screen on every version with a runtime, keeps the colour, and copies that version’s theme code', async ({
    context,
    page,
    open,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open('./');
    await page.locator('.home-screen').scrollIntoViewIfNeeded();
    await runningScreen(page);
    await page.getByRole('button', { name: 'Rose (#b02f5a)' }).click();
    for (const version of docVersions().filter(
      (v) => siteConfig.docs.versions.find((r) => r.name === v.name)?.preview,
    )) {
      await page.getByRole('radio', { name: version.label }).check();
      const frame = await runningScreen(page);
      await frame.locator('[data-testid="home-screen-save"]').first().waitFor();
      await page.getByRole('button', { name: 'Copy theme' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Theme code for ${version.label} copied.` })
        .waitFor();
      const code = await page.evaluate(() => navigator.clipboard.readText());
      const { themeExports } = siteConfig.docs.versions.find((r) => r.name === version.name)!;
      expect(code).toContain(`export const lightTheme: ${themeExports.type} = {\n  ...${themeExports.light},`);
      expect(code).toContain('source colour #b02f5a');
    }
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('stays asleep for a reader who only reads the hero, and starts when one reaches for a control', async ({
      page,
      open,
    }) => {
      await open('./');
      // Loaded and idle, with the section out of reach below the hero: no frame.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.locator('.home-screen__frame').count()).toBe(0);
      await page.locator('.home-screen .preset-swatch').first().focus();
      await runningScreen(page);
    });
  });

  test('carries the colour to the theme builder, which starts from it', async ({ page, open }) => {
    await open('./');
    await page.getByRole('button', { name: 'Ocean blue (#0061a4)' }).click();
    await page.getByRole('link', { name: 'Open in the theme builder' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/docs/guides/theming/') && url.search === '?color=%230061a4');
    await page.locator('.theme-builder__hex').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('.theme-builder__hex') as HTMLInputElement).value === '#0061a4',
    );
  });
});
