import type { Frame, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE, framesDrawn, recordRequests, timerFired, visit } from './browser';
import { expect, test } from './fixtures';
import { hasLoadedFont, previewFrame, typeCode } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { versionLabel } from '../helpers/site-routes';

const V5 = versionLabel('5.x');
const V6 = versionLabel('6.x');

const RUNTIME = /\/live-preview\/runtime-5\.x-[0-9a-f]{20}\.js$/;
const EDITOR_CHUNK = /\/live-example-editor-[0-9a-f]+\.js$/;
const COMPILER_CHUNK = /\/live-example-compiler-[0-9a-f]+\.js$/;
const usage = (page: Page) => page.locator('#usage + *');
const screen = (page: Page) => usage(page).locator('.live-example__screen');
const preview = (page: Page) => usage(page).frameLocator('.live-example__frame');
const previewButton = (page: Page, name: string) => preview(page).getByRole('button', { name });
const errorBox = (page: Page) => usage(page).locator('.live-example__error');

/** Opens a component page in `page` and starts its usage example; resolves once the frame has started. */
async function runUsage(page: Page, path: string, options: { siteMode?: 'light' | 'dark' } = {}): Promise<void> {
  if (options.siteMode) await page.addInitScript((mode) => localStorage.setItem('theme', mode), options.siteMode);
  await visit(page, path);
  await usage(page).getByRole('button', { name: 'Run live' }).click();
  await usage(page).locator('.live-example__screen[data-status="ready"]').waitFor();
}

const BUTTON_CODE = (label: string) => `import * as React from 'react';
import { Button } from 'react-native-paper';

export default function MyComponent() {
  return (
    <Button icon="camera" mode="contained" onPress={() => {}}>
      ${label}
    </Button>
  );
}
`;

/** The first element in the frame drawn with the icon font, as its glyph's code point in hex. */
const iconGlyph = (frame: Frame) =>
  frame.evaluate(() => {
    const glyph = [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((node) =>
      getComputedStyle(node).fontFamily.includes('MaterialDesignIcons'),
    );
    return glyph?.textContent?.codePointAt(0)?.toString(16);
  });

test.describe('live examples on component pages', () => {
  test("keep the page light: the frame's runtime and the editor load only when a reader presses Run", async ({
    context,
    page,
    open,
  }) => {
    const requested = recordRequests(context);
    await open('./docs/components/Button/');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY >= 1000);
    // What comes into view is seen in the next rendering step and loaded when React renders it.
    await framesDrawn(page);
    const loading = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLIFrameElement>('script[src], iframe[src]')].map(
        (e) => e.src,
      ),
    );
    const heavy = (url: string) => RUNTIME.test(url) || EDITOR_CHUNK.test(url) || url.includes('/live-preview/');
    expect([...requested, ...loading].filter(heavy)).toEqual([]);

    await usage(page).getByRole('button', { name: 'Run live' }).click();
    await previewButton(page, 'Press me').waitFor();
    expect(requested.filter((url) => RUNTIME.test(url))).toHaveLength(1);
    // The first run uses the code compiled at build time: no compiler yet.
    expect(requested.filter((url) => COMPILER_CHUNK.test(url))).toEqual([]);
  });

  test('render the Button example as a real button with its camera icon from the icon font, in a frame on an opaque origin', async ({
    page,
  }) => {
    await runUsage(page, './docs/components/Button/');
    const button = previewButton(page, 'Press me');
    await button.waitFor();
    await button.waitFor({ state: 'visible' });
    const frame = await previewFrame(usage(page));
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    await frame.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'));
    expect(await hasLoadedFont(frame, 'MaterialDesignIcons')).toBe(true);
    expect(await iconGlyph(frame)).toBe('f0100'); // camera in the glyph map
    // The page itself loads neither the icon font nor react-native-paper.
    expect(await hasLoadedFont(page, 'MaterialDesignIcons')).toBe(false);
  });

  test('draw an icon outside the common set once the whole font has come', async ({ page }) => {
    await runUsage(page, './docs/components/Button/');
    await typeCode(usage(page), BUTTON_CODE('Launch').replace('icon="camera"', 'icon="rocket-launch"'));
    await previewButton(page, 'Launch').waitFor();
    const frame = await previewFrame(usage(page));
    await frame.waitForFunction(() =>
      [...document.querySelectorAll('[aria-hidden="true"]')].some((node) => node.textContent === '\u{F14DE}'),
    );
    expect(await iconGlyph(frame)).toBe('f14de'); // rocket-launch
  });

  test('update the preview as the reader edits, then Reset restores the original', async ({ page }) => {
    await runUsage(page, './docs/components/Button/');
    await typeCode(usage(page), BUTTON_CODE('Take a photo'));
    await previewButton(page, 'Take a photo').waitFor();
    expect(await previewButton(page, 'Press me').count()).toBe(0);

    const reset = usage(page).getByRole('button', { name: 'Reset' });
    await reset.click();
    await previewButton(page, 'Press me').waitFor();
    expect(await usage(page).locator('.cm-content').textContent()).toContain("console.log('Pressed')");
    await reset.and(page.locator(':disabled')).waitFor();
  });

  test('show a syntax error with its line, keep the last good render, and recover when the code is fixed', async ({
    page,
  }) => {
    await runUsage(page, './docs/components/Button/');
    await previewButton(page, 'Press me').waitFor();
    await typeCode(
      usage(page),
      BUTTON_CODE('Take a photo').replace('export default function', 'export default default function'),
    );
    await errorBox(page).waitFor();
    expect(await errorBox(page).textContent()).toMatch(/^Line 4: Syntax error: /);
    await previewButton(page, 'Press me').waitFor({ state: 'visible' });

    await typeCode(usage(page), BUTTON_CODE('Fixed'));
    await previewButton(page, 'Fixed').waitFor();
    await errorBox(page).waitFor({ state: 'detached' });
  });

  test('show what an example throws, in rendering or in a press handler, and which import is missing, without breaking the page', async ({
    page,
  }) => {
    await runUsage(page, './docs/components/Button/');
    await typeCode(
      usage(page),
      `import * as React from 'react';\n\nexport default function Broken() {\n  const items = undefined;\n  return <>{items.length}</>;\n}\n`,
    );
    await errorBox(page).waitFor();
    expect(await errorBox(page).textContent()).toMatch(/^Line 5: TypeError: /);

    await typeCode(
      usage(page),
      `import { format } from 'date-fns';\nexport default () => <>{format(new Date(), 'yyyy')}</>;\n`,
    );
    await page.waitForFunction(() => document.querySelector('.live-example__error')?.textContent?.includes('date-fns'));
    expect(await errorBox(page).textContent()).toContain('cannot import "date-fns"');

    await typeCode(
      usage(page),
      BUTTON_CODE('Press to fail').replace(
        'onPress={() => {}}',
        "onPress={() => {\n  throw new Error('pressed too hard');\n}}",
      ),
    );
    await previewButton(page, 'Press to fail').waitFor();
    await errorBox(page).waitFor({ state: 'detached' });
    await previewButton(page, 'Press to fail').click();
    await errorBox(page).waitFor();
    expect(await errorBox(page).textContent()).toBe('Line 7: Error: pressed too hard');

    await typeCode(usage(page), BUTTON_CODE('Back again'));
    await previewButton(page, 'Back again').waitFor();
    await errorBox(page).waitFor({ state: 'detached' });
    // The rest of the page still works.
    expect(await page.locator('h1').textContent()).toBe('Button');
  });

  test("switch the preview between MD3 light and dark, starting from the site's colour mode", async ({ page }) => {
    await runUsage(page, './docs/components/Button/', { siteMode: 'dark' });
    await previewButton(page, 'Press me').waitFor();
    // The editor replaces the highlighted code once the example shows; click after that layout change.
    await usage(page).locator('.cm-content').waitFor();
    const modes = usage(page).getByRole('group', { name: 'Preview theme' });
    expect(await modes.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    const frame = await previewFrame(usage(page));
    const background = () => frame.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    // Paper paints the button's container, a Surface around the pressable element.
    const buttonColour = () =>
      preview(page)
        .getByRole('button', { name: 'Press me' })
        .evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            const colour = getComputedStyle(node).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return null;
        });
    await frame.waitForFunction(() => getComputedStyle(document.documentElement).backgroundColor === 'rgb(28, 27, 31)');
    const dark = { screen: await background(), button: await buttonColour() };

    await modes.getByRole('button', { name: 'Light' }).click();
    expect(await modes.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    await frame.waitForFunction(
      (before) => getComputedStyle(document.documentElement).backgroundColor !== before,
      dark.screen,
    );
    expect(await background()).toBe('rgb(255, 251, 254)'); // MD3LightTheme.colors.background
    expect(dark.screen).toBe('rgb(28, 27, 31)'); // MD3DarkTheme.colors.background
    expect(await buttonColour()).toBe('rgb(103, 80, 164)'); // MD3 light primary
    expect(dark.button).toBe('rgb(208, 188, 255)'); // MD3 dark primary
  });

  test("are usable with the keyboard: the editor has a name, Tab and Escape leave it, Tab reaches the preview's button", async ({
    page,
  }) => {
    await runUsage(page, './docs/components/Button/');
    await previewButton(page, 'Press me').waitFor();
    const editor = usage(page).getByRole('textbox', { name: 'Code of the Button example' });
    await editor.focus();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Button example preview',
    );

    await editor.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor'))).toBeNull();
    expect(await editor.textContent()).not.toContain('\t');
    // Onwards into the frame: its button takes the focus and Enter presses it.
    for (
      let step = 0;
      step < 5 && !(await previewButton(page, 'Press me').evaluate((node) => node === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await previewButton(page, 'Press me').evaluate((node) => node === document.activeElement)).toBe(true);
  });

  test("keep every request on the site, with a local image for the remote photo of Card's example", async ({
    context,
    page,
    open,
    baseURL,
  }) => {
    const requested = recordRequests(context);
    await open('./docs/components/Card/');
    await usage(page).getByRole('button', { name: 'Run live' }).click();
    const image = preview(page).locator('img').first();
    await image.waitFor({ state: 'attached' });
    await image.evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve)),
    );
    const origin = new URL(baseURL!).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    // The runtime carries the small local photo; it is not the remote one.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  test("open a menu at its anchor inside the phone's screen, and let a dialog's portal cover the whole screen", async ({
    page,
  }) => {
    await runUsage(page, './docs/components/Menu/');
    const frame = await previewFrame(usage(page));
    const anchor = preview(page).getByRole('button', { name: 'Show menu' });
    await anchor.waitFor();
    // In view, as the reader who pressed Run sees it: a frame out of view draws no frames, so its timers' frames never come.
    await usage(page).locator('.live-example__frame').scrollIntoViewIfNeeded();
    // Paper's Menu runs a 250 ms closing animation when it mounts, and its end undoes an open that
    // came before it (callstack/react-native-paper#4754); a reader's first press comes later than that.
    await timerFired(frame, 300);
    await anchor.click();
    const item = preview(page).getByText('Item 1', { exact: true });
    await item.waitFor();
    const [anchorBox, menuBox, screenBox] = [
      await anchor.boundingBox(),
      await item.boundingBox(),
      await usage(page).locator('.live-example__frame').boundingBox(),
    ];
    // Paper's MD3 menu opens over its anchor: where the anchor is on the phone, not at the page's window coordinates.
    expect(Math.abs(menuBox!.y - anchorBox!.y)).toBeLessThan(anchorBox!.height + 16);
    expect(menuBox!.x + menuBox!.width).toBeGreaterThan(anchorBox!.x);
    expect(menuBox!.x).toBeLessThan(anchorBox!.x + anchorBox!.width);
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(screenBox!.y + screenBox!.height);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await runUsage(page, './docs/components/Dialog/');
    const dialogFrame = await previewFrame(usage(page));
    await preview(page).getByRole('button', { name: 'Show Dialog' }).click();
    await preview(page).getByText('This is simple dialog').waitFor();
    // The portal's scrim covers the frame's whole window, which is the phone's screen.
    const covered = await dialogFrame.evaluate(() => {
      const box = (document.elementFromPoint(4, 4) as HTMLElement).getBoundingClientRect();
      return box.width === window.innerWidth && box.height === window.innerHeight;
    });
    expect(covered).toBe(true);
  });

  test('show a hint when the example starts with nothing on screen', async ({ page }) => {
    await runUsage(page, './docs/components/Snackbar/');
    // The frame says whether its screen is blank right after it says the example rendered.
    await screen(page).and(page.locator('[data-outcome="rendered"]')).waitFor();
    await framesDrawn(page);
    const hint = usage(page).locator('.live-example__blank');
    const blank = await screen(page).getAttribute('data-blank');
    // Snackbar's example starts with only its toggle button, so it is not blank; a hidden dialog is.
    expect(blank).toBe('false');
    expect(await hint.count()).toBe(0);
    await typeCode(
      usage(page),
      `import * as React from 'react';\nimport { Portal, Dialog, Text } from 'react-native-paper';\n\nexport default () => (\n  <Portal>\n    <Dialog visible={false}>\n      <Text>Hidden</Text>\n    </Dialog>\n  </Portal>\n);\n`,
    );
    await hint.waitFor();
    expect(await hint.textContent()).toContain('Some examples start hidden');
  });

  test('open Expo Snack with the code as it stands', async ({ page }) => {
    await runUsage(page, './docs/components/Button/');
    await typeCode(usage(page), BUTTON_CODE('For Snack'));
    await previewButton(page, 'For Snack').waitFor();
    const href = await usage(page)
      .getByRole('link', { name: /Open in Expo Snack/ })
      .getAttribute('href');
    const url = new URL(href!);
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('code')).toBe(BUTTON_CODE('For Snack'));
  });

  test('say the preview could not start, keep the code readable, and start on Retry when the runtime fails to download', async ({
    context,
    page,
    open,
  }) => {
    await context.route(RUNTIME, (route) => route.abort());
    await open('./docs/components/Button/');
    await usage(page).getByRole('button', { name: 'Run live' }).click();
    const failure = usage(page).getByRole('alert').filter({ hasText: 'The preview could not start.' });
    await failure.waitFor();
    expect(await usage(page).locator('.live-example__code').textContent()).toContain('Press me');
    await context.unroute(RUNTIME);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await previewButton(page, 'Press me').waitFor();
  });

  test('leave examples static, with a note, when they import what the preview does not have', async ({
    page,
    open,
  }) => {
    await open('./docs/components/BottomNavigation/BottomNavigationBar/');
    const example = page.locator('#example-0 ~ * .live-example').first();
    expect(await example.locator('.live-example__note').textContent()).toContain('@react-navigation/native');
    expect(await example.getByRole('button', { name: 'Run live' }).count()).toBe(0);
    expect(await example.getByRole('link', { name: /Open in Expo Snack/ }).count()).toBe(1);
  });

  test('put the editor and the phone side by side on a wide screen, and stack them on a phone', async ({ browser }) => {
    const wide = await (await browser.newContext({ viewport: { width: 1920, height: 1000 } })).newPage();
    await runUsage(wide, './docs/components/Button/');
    const box = async (page: Page, selector: string) => (await usage(page).locator(selector).boundingBox())!;
    const [code, stage] = [await box(wide, '.live-example__code'), await box(wide, '.live-example__preview')];
    expect(stage.x).toBeGreaterThan(code.x + code.width - 1);
    expect(Math.abs(stage.y - code.y)).toBeLessThan(2);
    await wide.context().close();

    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await runUsage(phone, './docs/components/Button/');
    const [phoneCode, phoneStage] = [
      await box(phone, '.live-example__code'),
      await box(phone, '.live-example__preview'),
    ];
    expect(phoneStage.y).toBeGreaterThan(phoneCode.y + phoneCode.height - 1);
    expect(phoneStage.x + phoneStage.width).toBeLessThanOrEqual(PHONE.width);
    await phone.context().close();
  });

  for (const [siteMode, viewport] of [
    ['light', DESKTOP],
    ['dark', DESKTOP],
    ['light', PHONE],
    ['dark', PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`pass axe-core with the editor and preview running, in ${siteMode} mode at { width: ${viewport.width}, height: ${viewport.height} }`, async ({
        page,
      }) => {
        await runUsage(page, './docs/components/Button/', { siteMode });
        await usage(page).locator('.cm-content').waitFor();
        await previewButton(page, 'Press me').waitFor();
        const problems = await seriousViolations(page, { include: [['.live-example--running']] });
        expect(problems).toEqual([]);
        // Inside the frame too: what the example renders, through react-native-web.
        const frame = await previewFrame(usage(page));
        const inFrame = await seriousViolations(frame);
        expect(inFrame).toEqual([]);
      });
    });
  }
});

/**
 * The glyph of the icon-font element inside `scope` (a CSS selector in the frame), as hex, and whether the
 * icon font draws it: on a canvas in that font alone, a code point the loaded font lacks leaves no ink
 * (no other font has the icons' private-use code points, and the font's own blank glyph stands in).
 */
const fontGlyphIn = (frame: Frame, scope: string) =>
  frame.evaluate((selector) => {
    const glyph = [...document.querySelectorAll<HTMLElement>(`${selector} *`)].find(
      (node) => node.childElementCount === 0 && getComputedStyle(node).fontFamily.includes('MaterialDesignIcons'),
    );
    const text = glyph?.textContent ?? '';
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.font = '40px MaterialDesignIcons';
    context.textBaseline = 'top';
    context.fillText(text, 4, 4);
    const alpha = context.getImageData(0, 0, 48, 48).data.filter((_, i) => i % 4 === 3);
    return { codePoint: text.codePointAt(0)?.toString(16), drawn: alpha.some((value) => value > 0) };
  }, scope);

test.describe("Paper's own icons in live examples", () => {
  for (const [version, route] of [
    [V5, '/docs/components/Appbar/AppbarBackAction/'],
    [V6, '/6.x/docs/components/Appbar/AppbarBackAction/'],
  ]) {
    test(`draw Appbar.BackAction's arrow from the icon font in ${version}, reached from home`, async ({ page }) => {
      await openComponentsFromHome(page);
      if (version !== V5) {
        await switchVersion(page, version);
        await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
      }
      await arriveInApp(page, route, 'Appbar.BackAction');
      await usage(page).getByRole('button', { name: 'Run live' }).click();
      await previewButton(page, 'Back').waitFor();
      const frame = await previewFrame(usage(page));
      await frame.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'));
      // arrow-left in the glyph map; Paper's fallback without an icon package is an empty box, U+25A1.
      expect(await fontGlyphIn(frame, '[aria-label="Back"]')).toEqual({ codePoint: 'f004d', drawn: true });
    });
  }

  test("run Appbar's second example, the bottom bar, with its own Run live", async ({ page }) => {
    await openComponentsFromHome(page);
    await arriveInApp(page, '/docs/components/Appbar/', 'Appbar');
    const bottomBar = page.locator('.usage-intro + .live-example');
    expect(await bottomBar.locator('pre').innerText()).toContain('icon="archive"');
    await bottomBar.getByRole('button', { name: 'Run live' }).click();
    const frame = await previewFrame(page.locator('.usage-intro + *'));
    await frame.waitForFunction(() =>
      [...document.querySelectorAll('#root *')].some((node) => node.textContent === '\u{F003C}'),
    );
    expect(await fontGlyphIn(frame, '#root')).toEqual({ codePoint: 'f003c', drawn: true }); // archive
    // The first example stays as it was, not running.
    expect(await usage(page).locator('.live-example__frame').count()).toBe(0);
  });
});
