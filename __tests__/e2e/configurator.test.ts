import type { Frame, Locator, Page } from '@playwright/test';
import { docVersions } from '../../gatsby/config/site-config';
import { componentRoutes } from '../helpers/site-routes';
import { DESKTOP, PHONE, timerFired, visit } from './browser';
import { expect, test } from './fixtures';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { seriousViolations } from './axe';

/** Pages with a choice, a switch, text and an icon among their controls, and one shown inside its parent. */
const SAMPLED = ['Chip', 'Switch', 'Appbar.Action', 'SegmentedButtons'];

const section = (page: Page) => page.locator('.doc-section--configurator');
const configurator = (page: Page) => section(page).locator('.configurator');
const controls = (page: Page) => configurator(page).locator('.configurator__controls');

/** Opens the page's configurator and waits for its first render in the preview. */
async function openConfigurator(page: Page): Promise<Frame> {
  await section(page).getByRole('button', { name: 'Open the configurator' }).click();
  const screen = configurator(page).locator('.live-example__screen[data-outcome="rendered"]');
  await screen.waitFor({ timeout: 30000 });
  const frame = await (await configurator(page).locator('.live-example__frame').elementHandle())!.contentFrame();
  if (!frame) throw new Error('The configurator has no preview frame');
  return frame;
}

/** Resolves once `check` answers true, polling for up to five seconds. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5000; await new Promise((done) => setTimeout(done, 100)))
    if (await check()) return;
  throw new Error(`Still false after five seconds: ${check.toString()}`);
}

const previewMarkup = (frame: Frame) => frame.evaluate(() => document.getElementById('root')!.innerHTML);

/** The order a reader tries controls in: the ones that change the look first. */
const KINDS = ['choice', 'switch', 'text', 'icon', 'number', 'color'];

/** Changes one control the way a reader does. */
async function change(field: Locator, kind: string): Promise<void> {
  if (kind === 'choice') {
    const select = field.locator('select');
    if ((await select.count()) === 0)
      return field.locator('.configurator__segment:not(:has(input:checked))').last().click();
    const others = await select
      .locator('option')
      .evaluateAll((nodes) =>
        (nodes as HTMLOptionElement[]).filter((node) => !node.selected && node.value).map((node) => node.value),
      );
    await select.selectOption(others[others.length - 1]);
  } else if (kind === 'switch') await field.locator('input').click();
  else if (kind === 'text') await field.locator('input').fill('Changed by the test');
  else if (kind === 'icon') await field.locator('input').fill('star');
  else if (kind === 'number') await field.locator('input').fill('3');
  else await field.locator('select').selectOption('theme.colors.error');
}

/**
 * Rests the pointer on the preview's first control (or its middle), as a reader's would; a tooltip
 * shows only then, once Paper's hover delay (500 ms, a timer the frame set on hover) has passed.
 */
async function pointAtPreview(frame: Frame): Promise<void> {
  const control = frame.locator('[role="button"], [role="checkbox"], [role="switch"]').first();
  await ((await control.count()) > 0 ? control : frame.locator('#root')).hover({ force: true });
  await timerFired(frame, 600);
}

/**
 * Changes controls, most visible kinds first, until the preview's markup changes; returns the
 * control that changed it, or null after four tries.
 */
async function changeUntilPreviewChanges(page: Page, frame: Frame): Promise<string | null> {
  await pointAtPreview(frame);
  const fields = controls(page).locator('.configurator__field');
  const byKind = await fields.evaluateAll(
    (nodes, kinds) =>
      nodes
        .map((node, index) => ({
          index,
          kind: kinds.find((kind) => node.classList.contains(`configurator__field--${kind}`))!,
        }))
        .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind)),
    KINDS,
  );
  for (const { index, kind } of byKind.slice(0, 4)) {
    const field = fields.nth(index);
    const before = await previewMarkup(frame);
    await change(field, kind);
    const changed = await frame
      .waitForFunction((markup) => document.getElementById('root')!.innerHTML !== markup, before, { timeout: 2500 })
      .then(
        () => true,
        () => false,
      );
    if (changed) return (await field.locator('code').first().textContent())!;
  }
  return null;
}

test.describe('the props configurator', () => {
  // Every page's controls, code and compile are checked in Node (build/configurator-code.test.ts);
  // here a reader opens a few, each version's, in-app, and a change of a control changes the preview.
  for (const version of docVersions()) {
    test(`on a few pages of ${version.name}, reached in-app, a change of a control changes the preview`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await openComponentsFromHome(page);
      if (version.status !== 'current') await switchVersion(page, version.label);
      const unchanged: string[] = [];
      for (const [route, title] of componentRoutes(version.name).filter(([, title]) => SAMPLED.includes(title))) {
        await arriveInApp(page, route, title);
        const frame = await openConfigurator(page);
        if (!(await changeUntilPreviewChanges(page, frame))) unchanged.push(title);
      }
      expect(unchanged).toEqual([]);
    });
  }

  test('on Button: outlined mode draws an outline and shows in the code and the address, a press is logged, the camera icon draws', async ({
    context,
    page,
  }) => {
    await openComponentsFromHome(page);
    await arriveInApp(page, '/docs/components/Button/', 'Button');
    const frame = await openConfigurator(page);
    const previewButton = frame.getByRole('button', { name: 'Press me' });

    // The outlined button's container gets a 1 px border in the theme's outline colour; the text button has none.
    const outlined = () =>
      previewButton.evaluate((node) => {
        for (let at: Element | null = node; at; at = at.parentElement)
          if (getComputedStyle(at).borderTopStyle === 'solid' && parseFloat(getComputedStyle(at).borderTopWidth) >= 1)
            return true;
        return false;
      });
    expect(await outlined()).toBe(false);
    await controls(page).getByLabel('mode', { exact: true }).selectOption('outlined');
    await waitUntil(outlined);
    await configurator(page).locator('pre').filter({ hasText: 'mode="outlined"' }).waitFor();
    const shared = page.url();
    expect(new URL(shared).searchParams.get('props')).toBe('{"mode":"outlined"}');

    await previewButton.click();
    const log = configurator(page).getByRole('log', { name: 'Actions the preview called' });
    await log.getByText('onPress(event)').waitFor();

    await controls(page).getByLabel('icon', { exact: true }).fill('camera');
    await frame.waitForFunction(() =>
      [...document.querySelectorAll('[aria-hidden="true"]')].some((node) => node.textContent === '\u{F0100}'),
    );
    await configurator(page).locator('pre').filter({ hasText: 'icon="camera"' }).waitFor();

    // The address reproduces the configuration in a new tab.
    const other = await context.newPage();
    await visit(other, shared);
    await configurator(other).locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
    expect(await controls(other).getByLabel('mode', { exact: true }).inputValue()).toBe('outlined');
    await configurator(other).locator('pre').filter({ hasText: 'mode="outlined"' }).waitFor();

    // Reset goes back to the defaults, and the address with it.
    await configurator(page).getByRole('button', { name: 'Reset' }).click();
    await configurator(page).locator('pre').filter({ hasNotText: 'mode=' }).waitFor();
    expect(new URL(page.url()).searchParams.has('props')).toBe(false);
  });

  test('copies, opens in Snack and edits as code from the generated code', async ({ context, page, open }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(`./docs/components/Chip/?props=${encodeURIComponent('{"mode":"outlined"}')}`);
    await configurator(page).locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
    await configurator(page).locator('.code-block').getByRole('button', { name: /copy/i }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<Chip mode="outlined">');
    const snack = new URL(
      (await configurator(page)
        .getByRole('link', { name: /Open in Expo Snack/ })
        .getAttribute('href'))!,
    );
    expect(snack.searchParams.get('code')).toContain('<Chip mode="outlined">');
    await configurator(page).getByRole('button', { name: 'Edit as code' }).click();
    const editor = section(page).getByRole('textbox', { name: 'Code of the Chip example' });
    await editor.waitFor();
    expect(await editor.textContent()).toContain('<Chip mode="outlined">');
    await section(page).locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
  });

  test('costs nothing until opened, has a name for every control, and is clean under axe at both widths in both modes', async ({
    browser,
  }) => {
    for (const viewport of [DESKTOP, PHONE])
      for (const mode of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await visit(page, './docs/components/Button/');
        expect(requested.filter((url) => /configurator|live-preview/.test(url))).toEqual([]);
        await openConfigurator(page);
        const unnamed = await controls(page)
          .locator('input, select')
          .evaluateAll(
            (nodes) =>
              nodes.filter(
                (node) =>
                  !(node as HTMLInputElement).labels?.length &&
                  !node.getAttribute('aria-label') &&
                  !node.closest('fieldset'),
              ).length,
          );
        expect(unnamed).toBe(0);
        expect(await seriousViolations(page, { include: [['.doc-section--configurator']] })).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
        await context.close();
      }
  });
});
