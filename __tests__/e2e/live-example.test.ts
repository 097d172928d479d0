import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, openPage, recordRequests, siteUrl, useBrowser } from './browser';

const { browser } = useBrowser();

const LIVE_CHUNK = /\/live-example-[0-9a-f]+\.js$/;
const COMPILER_CHUNK = /\/live-example-compiler-[0-9a-f]+\.js$/;
const usage = (page: Page) => page.locator('#usage + *');
const screen = (page: Page) => usage(page).locator('.live-example__screen');
const previewButton = (page: Page, name: string) => screen(page).getByRole('button', { name });
const errorBox = (page: Page) => usage(page).locator('.live-example__error');

/** Opens a component page and starts its usage example; resolves once the preview has rendered. */
async function runUsage(path: string, options: { siteMode?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP });
  if (options.siteMode) await context.addInitScript((mode) => localStorage.setItem('theme', mode), options.siteMode);
  const page = await openPage(browser(), path, { context });
  await usage(page).getByRole('button', { name: 'Run live' }).click();
  await screen(page).waitFor();
  return page;
}

/** Replaces the editor's whole text, as a reader selecting all and typing would. */
async function typeCode(page: Page, code: string): Promise<void> {
  const editor = usage(page).getByRole('textbox', { name: /^Code of the .* example$/ });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
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

describe('live examples on component pages', () => {
  it('keep the page light: the live chunk loads only when a reader presses Run', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const requested = recordRequests(context);
    const page = await openPage(browser(), '/docs/components/Button/', { context });
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    expect(requested.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);

    await usage(page).getByRole('button', { name: 'Run live' }).click();
    await screen(page).waitFor();
    expect(requested.filter((url) => LIVE_CHUNK.test(url))).toHaveLength(1);
    // The first run uses the code compiled at build time: no compiler yet.
    expect(requested.filter((url) => COMPILER_CHUNK.test(url))).toEqual([]);
    await context.close();
  });

  it('render the Button example as a real button with its camera icon from the icon font', async () => {
    const page = await runUsage('/docs/components/Button/');
    const button = previewButton(page, 'Press me');
    await button.waitFor();
    expect(await button.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('24px MaterialDesignIcons'))).toBe(true);
    const icon = await screen(page).evaluate((element) => {
      const glyph = [...element.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((node) => getComputedStyle(node).fontFamily.includes('MaterialDesignIcons'));
      return glyph?.textContent?.codePointAt(0)?.toString(16);
    });
    expect(icon).toBe('f0100'); // camera in the glyph map
    await page.context().close();
  });

  it('update the preview as the reader edits, then Reset restores the original', async () => {
    const page = await runUsage('/docs/components/Button/');
    await typeCode(page, BUTTON_CODE('Take a photo'));
    await previewButton(page, 'Take a photo').waitFor();
    expect(await previewButton(page, 'Press me').count()).toBe(0);

    const reset = usage(page).getByRole('button', { name: 'Reset' });
    await reset.click();
    await previewButton(page, 'Press me').waitFor();
    expect(await usage(page).locator('.cm-content').textContent()).toContain("console.log('Pressed')");
    expect(await reset.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('show a syntax error with its line, keep the last good render, and recover when the code is fixed', async () => {
    const page = await runUsage('/docs/components/Button/');
    await typeCode(page, BUTTON_CODE('Take a photo').replace('export default function', 'export default default function'));
    await errorBox(page).waitFor();
    expect(await errorBox(page).textContent()).toMatch(/^Line 4: Syntax error: /);
    expect(await previewButton(page, 'Press me').isVisible()).toBe(true);

    await typeCode(page, BUTTON_CODE('Fixed'));
    await previewButton(page, 'Fixed').waitFor();
    expect(await errorBox(page).count()).toBe(0);
    await page.context().close();
  });

  it('show what an example throws and which import is missing, without breaking the page', async () => {
    const page = await runUsage('/docs/components/Button/');
    await typeCode(page, `import * as React from 'react';\n\nexport default function Broken() {\n  const items = undefined;\n  return <>{items.length}</>;\n}\n`);
    await errorBox(page).waitFor();
    expect(await errorBox(page).textContent()).toMatch(/^Line 5: TypeError: /);

    await typeCode(page, `import { format } from 'date-fns';\nexport default () => <>{format(new Date(), 'yyyy')}</>;\n`);
    await page.waitForFunction(() => document.querySelector('.live-example__error')?.textContent?.includes('date-fns'));
    expect(await errorBox(page).textContent()).toContain('cannot import "date-fns"');

    await typeCode(page, BUTTON_CODE('Back again'));
    await previewButton(page, 'Back again').waitFor();
    expect(await errorBox(page).count()).toBe(0);
    // The rest of the page still works.
    expect(await page.locator('h1').textContent()).toBe('Button');
    await page.context().close();
  });

  it('switch the preview between MD3 light and dark, starting from the site\'s colour mode', async () => {
    const page = await runUsage('/docs/components/Button/', { siteMode: 'dark' });
    const modes = usage(page).getByRole('group', { name: 'Preview theme' });
    expect(await modes.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    const background = () => screen(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    // Paper paints the button's container, a Surface around the pressable element.
    const buttonColour = () =>
      previewButton(page, 'Press me').evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return null;
      });
    const dark = { screen: await background(), button: await buttonColour() };

    await modes.getByRole('button', { name: 'Light' }).click();
    await page.waitForFunction((before) => getComputedStyle(document.querySelector('.live-example__screen')!).backgroundColor !== before, dark.screen);
    expect(await background()).toBe('rgb(255, 251, 254)'); // MD3LightTheme.colors.background
    expect(dark.screen).toBe('rgb(28, 27, 31)'); // MD3DarkTheme.colors.background
    expect(await buttonColour()).toBe('rgb(103, 80, 164)'); // MD3 light primary
    expect(dark.button).toBe('rgb(208, 188, 255)'); // MD3 dark primary
    await page.context().close();
  });

  it('are usable with the keyboard: the editor has a name, Tab and Escape leave it', async () => {
    const page = await runUsage('/docs/components/Button/');
    const editor = usage(page).getByRole('textbox', { name: 'Code of the Button example' });
    await editor.focus();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Button example preview');

    await editor.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor'))).toBeNull();
    expect(await editor.textContent()).not.toContain('\t');
    await page.context().close();
  });

  it('keep every request on the site, with a local image for the remote photo of Card\'s example', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const requested = recordRequests(context);
    const page = await openPage(browser(), '/docs/components/Card/', { context });
    await usage(page).getByRole('button', { name: 'Run live' }).click();
    await screen(page).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.live-example__screen img')].some((img) => (img as HTMLImageElement).complete));
    const origin = new URL(siteUrl('/')).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    // The build inlines the small local photo; either way it is not the remote one.
    expect(await screen(page).locator('img').first().getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/react-native-paper\/static\/)/);
    await context.close();
  });

  it('open Expo Snack with the code as it stands', async () => {
    const page = await runUsage('/docs/components/Button/');
    await typeCode(page, BUTTON_CODE('For Snack'));
    await previewButton(page, 'For Snack').waitFor();
    const href = await usage(page).getByRole('link', { name: /Open in Expo Snack/ }).getAttribute('href');
    const url = new URL(href!);
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('code')).toBe(BUTTON_CODE('For Snack'));
    await page.context().close();
  });

  it('show an error with Retry when the live chunk fails, and load on Retry', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.route(LIVE_CHUNK, (route) => route.abort());
    const page = await openPage(browser(), '/docs/components/Button/', { context });
    await usage(page).getByRole('button', { name: 'Run live' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the live example.' });
    await failure.waitFor();
    await context.unroute(LIVE_CHUNK);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await previewButton(page, 'Press me').waitFor();
    await context.close();
  });

  it('leave examples static, with a note, when they import what the preview does not have', async () => {
    const page = await openPage(browser(), '/docs/components/BottomNavigation/BottomNavigationBar/');
    const example = page.locator('#example-0 ~ * .live-example').first();
    expect(await example.locator('.live-example__note').textContent()).toContain('@react-navigation/native');
    expect(await example.getByRole('button', { name: 'Run live' }).count()).toBe(0);
    expect(await example.getByRole('link', { name: /Open in Expo Snack/ }).count()).toBe(1);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('pass axe-core with the editor and preview running, in %s mode', async (siteMode) => {
    const page = await runUsage('/docs/components/Button/', { siteMode });
    await usage(page).locator('.cm-content').waitFor();
    const problems = await seriousViolations(page, { include: [['.live-example--running']] });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
