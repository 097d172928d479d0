import type { Page } from '@playwright/test';
import { BASE, DESKTOP, PHONE, recordRequests, visit } from './browser';
import { expect, test } from './fixtures';
import { previewFrame } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { seriousViolations } from './axe';
import { NAVBAR, versionLabel } from '../helpers/site-routes';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { versionNamed } from '../../src/shared/doc-versions';

const V5 = versionLabel('5.x');
const V6 = versionLabel('6.x');

const versionToggle = (page: Page) => page.locator('.navbar__items--right .navbar__dropdown-toggle').first();
const h1 = (page: Page) => page.locator('main h1').innerText();
/** The address changes before the new page renders: wait for its heading and version. */
const rendered = async (page: Page, heading: string, version: string) => {
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.locator('.navbar__items--right .navbar__dropdown-toggle').first()).toHaveText(version);
};

test.describe('6.x docs beside 5.x', () => {
  test("keeps the page and its section: from the Button page's props, reached from home, to 6.x's Button props and back", async ({
    page,
  }) => {
    await openComponentsFromHome(page);
    await arriveInApp(page, '/docs/components/Button/', 'Button');
    await page.locator('.toc--column').getByRole('link', { name: 'Props', exact: true }).click();
    await page.waitForURL(/#props$/);
    expect(await versionToggle(page).innerText()).toBe(versionLabel('5.x'));

    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/components\/Button\/#props$/);
    await rendered(page, 'Button', V6);
    // The reader lands on the props, not at the top.
    await page.waitForFunction(() => {
      const top = document.getElementById('props')?.getBoundingClientRect().top ?? 1e9;
      return top >= 0 && top < 200;
    });
    // 6.x's Button: no `color` prop (removed in 6.x), and the next version's banner leads back to 5.x.
    expect(await page.locator('#prop-buttonColor').count()).toBe(1);
    expect(await page.locator('#prop-color').count()).toBe(0);
    const banner = page.locator('.version-banner');
    const configured = siteConfig().docs.versions.find((version) => version.name === '6.x')?.next?.banner;
    expect(await banner.textContent()).toContain(`Next version: ${versionNamed(docVersions(), '6.x').bareLabel}`);
    expect(await banner.textContent()).toContain(configured ?? 'pre-release');

    // The sidebar and the navbar stay in 6.x.
    expect(await page.locator('.sidebar a[aria-current="page"]').getAttribute('href')).toBe(
      `${BASE}/6.x/docs/components/Button/`,
    );
    expect(
      await page.locator('.navbar').getByRole('link', { name: NAVBAR.guides, exact: true }).getAttribute('href'),
    ).toBe(`${BASE}/6.x/docs/guides/getting-started/`);
    expect(await page.locator('.sidebar a[href*="/components/HelperText/"]').count()).toBe(0);
    expect(await page.locator(`.sidebar a[href="${BASE}/6.x/docs/components/FAB/FABMenu/"]`).count()).toBe(1);
    const pager = await page.locator('.pager a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(pager.every((href) => href?.startsWith(`${BASE}/6.x/docs/`))).toBe(true);

    await banner.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/docs/components/Button/`);
    await rendered(page, 'Button', V5);
  });

  test("opens the migration guide's section about HelperText from 5.x's HelperText page, never a 404", async ({
    page,
  }) => {
    await openComponentsFromHome(page);
    await arriveInApp(page, '/docs/components/HelperText/', 'HelperText');
    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/guides\/migration\/#helpertext$/);
    await page.waitForFunction(() => document.getElementById('helpertext') !== null);
    expect(await page.locator('#helpertext').innerText()).toMatch(/^HelperText/);

    // And back: 6.x's FAB.Menu is FAB.Group in 5.x.
    await page.locator('.navbar').getByRole('link', { name: NAVBAR.components, exact: true }).click();
    await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
    await page.locator(`.sidebar a[href="${BASE}/6.x/docs/components/FAB/FABMenu/"]`).click();
    await rendered(page, 'FAB.Menu', V6);
    await switchVersion(page, V5);
    await page.waitForURL((url) => url.pathname === `${BASE}/docs/components/FAB/FABGroup/`);
    await rendered(page, 'FAB.Group', V5);
  });

  test("lists 6.0.0-alpha.0's TextInput and FAB.Menu props; its examples run in the page and in Snack", async ({
    page,
    open,
  }) => {
    await open('./6.x/docs/components/TextInput/');
    const props = await page.locator('[id^="prop-"]').evaluateAll((els) => els.map((el) => el.id.slice(5)));
    expect(props).toEqual(expect.arrayContaining(['variant', 'startAccessory', 'supportingText', 'endAccessory']));
    expect(props).not.toContain('mode');
    expect(props).not.toContain('left');
    // 6.x's own screenshots, never 5.x's; the configurator and (for Button) the theme table are 6.x's own.
    const shots = await page
      .locator('main .screenshot img')
      .evaluateAll((images) => images.map((i) => i.getAttribute('src')));
    expect(shots.length).toBeGreaterThan(0);
    // The first one is written into the page (a data: URL): the build test checks it is 6.x's picture.
    expect(shots.filter((src) => !src?.startsWith('data:') && !src?.includes('/screenshots/6.x/'))).toEqual([]);
    expect(await page.locator('.doc-section--configurator').count()).toBe(1);
    expect(await page.locator('.live-example__note').count()).toBe(0);
    await page.locator('#usage + *').getByRole('button', { name: 'Run live' }).and(page.locator(':enabled')).waitFor();
    const snack = new URL((await page.locator('.live-example__snack').first().getAttribute('href'))!);
    expect(snack.searchParams.get('dependencies')).toMatch(/react-native-paper@6\.0\.0-alpha\.0/);
    expect(snack.searchParams.get('dependencies')).toMatch(/react-native-reanimated/);

    await open('./6.x/docs/components/FAB/FABMenu/');
    expect(await h1(page)).toBe('FAB.Menu');
    const menuProps = await page.locator('[id^="prop-"]').evaluateAll((els) => els.map((el) => el.id.slice(5)));
    expect(menuProps).toEqual(expect.arrayContaining(['expanded', 'onDismiss', 'trigger', 'items', 'alignment']));
  });

  test("runs 6.x's own Switch example in the page, reached from home: React 19 and Reanimated move the handle", async ({
    context,
    page,
  }) => {
    const requested = recordRequests(context);
    await openComponentsFromHome(page);
    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
    await rendered(page, 'ActivityIndicator', V6);
    await arriveInApp(page, '/6.x/docs/components/Switch/', 'Switch');
    const usage = page.locator('#usage + *');
    await usage.getByRole('button', { name: 'Run live' }).click();
    const frame = await previewFrame(usage);
    expect(requested.filter((url) => url.includes('/live-preview/runtime-'))).toEqual([
      expect.stringMatching(/\/live-preview\/runtime-6\.x-[0-9a-f]{20}\.js$/),
    ]);

    const toggle = usage.frameLocator('.live-example__frame').getByRole('switch');
    await toggle.waitFor();
    // The switch is something on screen: no "nothing to see" hint.
    await usage.locator('.live-example__screen[data-blank="false"]').waitFor();
    /** The inline transforms in the preview: Reanimated moves the switch's handle with one. */
    const transforms = () =>
      [...document.querySelectorAll<HTMLElement>('#root [style*="transform"]')]
        .map((node) => node.style.transform)
        .join('|');
    const resting = await frame.evaluate(transforms);
    await toggle.click();
    // The handle's animated style follows the switch's shared value only when the worklets plugin
    // has prepared Paper's code: without it, the handle stays where it started.
    await frame.waitForFunction(`(${transforms})() !== ${JSON.stringify(resting)}`);
  });

  test('searches the version being read, and offers the other', async ({ page, open }) => {
    await open('./');
    await page.locator('.navbar').getByRole('link', { name: NAVBAR.guides, exact: true }).click();
    await page.waitForURL(/\/docs\/guides\/getting-started\/$/);
    await rendered(page, 'Getting Started', V5);
    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/guides\/getting-started\/$/);
    await rendered(page, 'Getting Started', V6);

    const firstHits = async () => {
      await page.locator('.navbar__search .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('FAB.Menu');
      await page.locator('.DocSearch-Hit').first().waitFor();
      return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    };
    const on6 = await firstHits();
    expect(on6[0]).toBe(`${BASE}/6.x/docs/components/FAB/FABMenu/`);
    expect(on6.every((href) => href.startsWith(`${BASE}/6.x/`))).toBe(true);
    // The footer offers 5.x's results on the search page.
    await page
      .locator('.DocSearch-HitsFooter')
      .getByRole('link', { name: `Search ${V5} instead` })
      .click();
    await page.waitForURL(/\/search\/\?q=FAB\.Menu&version=5\.x$/);
    await page.locator('.search-page__status', { hasText: 'results for' }).waitFor();
    expect(await page.getByRole('radio', { name: V5 }).isChecked()).toBe(true);
    const on5page = await page
      .locator('.search-results a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(on5page.some((href) => href.includes('/6.x/'))).toBe(false);

    // Choosing 6.x on the search page searches it, and the address says so.
    await page.getByRole('radio', { name: V6 }).check();
    await page.waitForURL(/version=6\.x/);
    await page.waitForFunction(() =>
      document.querySelector('.search-results a')?.getAttribute('href')?.includes('/6.x/'),
    );

    // Back on a 5.x page, the dialog offers no 6.x page.
    await open('./docs/guides/getting-started/');
    const on5 = await firstHits();
    expect(on5.some((href) => href.includes('/6.x/'))).toBe(false);
  });

  test("takes a reader who opens /6.x/ to 6.x's first page, and /6.x/search/ to the search page on 6.x", async ({
    browser,
    page,
  }) => {
    await page.goto('./6.x/');
    await page.waitForURL((url) => url.pathname === `${BASE}/6.x/docs/guides/getting-started/`);
    await rendered(page, 'Getting Started', V6);

    // A reader who never read 6.x: the address alone chooses the version.
    const search = await (await browser.newContext()).newPage();
    await search.goto('./6.x/search/');
    await search.waitForURL((url) => url.pathname === `${BASE}/search/` && url.search === '?version=6.x');
    await search.waitForFunction(
      () => (document.querySelector('input[type="radio"][value="6.x"]') as HTMLInputElement | null)?.checked === true,
    );
    await search.context().close();

    // Without JavaScript, the pages' refresh tag does the same.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto('./6.x/');
    await noScript.waitForURL((url) => url.pathname === `${BASE}/6.x/docs/guides/getting-started/`);
    expect(await h1(noScript)).toBe('Getting Started');
    await noScript.goto('./6.x/search/');
    await noScript.waitForURL((url) => url.pathname === `${BASE}/search/` && url.search === '?version=6.x');
    await noScript.context().close();
  });

  test("on a 6.x address that does not exist, the version dropdown's v6.x entry opens 6.x's first page", async ({
    page,
    open,
  }) => {
    await open('./6.x/docs/nope/');
    expect(await h1(page)).toBe('Page not found');
    await rendered(page, 'Page not found', V6);
    await switchVersion(page, V6);
    await page.waitForURL((url) => url.pathname === `${BASE}/6.x/docs/guides/getting-started/`);
    await rendered(page, 'Getting Started', V6);

    // The same from 5.x's entry, to 5.x's first page.
    await open('./6.x/docs/components/Nope/');
    await rendered(page, 'Page not found', V6);
    await switchVersion(page, V5);
    await page.waitForURL((url) => url.pathname === `${BASE}/docs/guides/getting-started/`);
    await rendered(page, 'Getting Started', V5);
  });

  test('remembers the version read: the search page opens on it', async ({ page, open }) => {
    await open('./6.x/docs/guides/theming/');
    await open('./search/?q=theme');
    await page.waitForFunction(() =>
      document.querySelector('.search-results a')?.getAttribute('href')?.includes('/6.x/'),
    );
    expect(await page.getByRole('radio', { name: V6 }).isChecked()).toBe(true);
  });

  test('is reachable on a phone: the version choice is in the menu; no serious axe findings on a 6.x page', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await visit(page, './6.x/docs/components/Button/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    // The dropdown of the version being read starts open, its current entry being this page.
    const toggle = menu.getByRole('button', { name: V6 });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await menu.getByRole('link', { name: V5, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/docs/components/Button/`);
    await page.context().close();

    for (const viewport of [DESKTOP, PHONE]) {
      const doc = await (await browser.newContext({ viewport })).newPage();
      await visit(doc, './6.x/docs/guides/migration/');
      expect(await seriousViolations(doc)).toEqual([]);
      await doc.context().close();
    }
  });
});
