import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'fs';
import path from 'path';
import { componentRoutes, versionLabel } from '../helpers/site-routes';
import themeColors5 from '../../content/5.x/data/theme-colors.json';
import { framesDrawn } from './browser';
import { previewFrame } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';

const V6 = versionLabel('6.x');

/** What else the page offers a reader: its configurator, its screenshots (its own version's or another's), its theme colours. */
interface Features {
  configurator: boolean;
  screenshots: 'own' | 'other' | 'none';
  themeColors: boolean;
}

type Outcome = { title: string; features?: Features } & (
  { status: 'live'; blank: boolean } | { status: 'static' | 'failed'; reason: string }
);

async function featuresOf(page: Page, version: string): Promise<Features> {
  const shots = await page
    .locator('main .screenshot img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return {
    configurator: (await page.locator('#configurator').count()) > 0,
    screenshots:
      shots.length === 0 ? 'none' : shots.every((src) => src.includes(`/screenshots/${version}/`)) ? 'own' : 'other',
    themeColors: (await page.locator('main .theme-colors').count()) > 0,
  };
}

/** Runs the page's usage example and says whether it rendered without an error, and what else the page has. */
async function tryUsageExample(page: Page, route: string, title: string, version: string): Promise<Outcome> {
  await arriveInApp(page, route, title);
  return { ...(await runUsageExample(page, title)), features: await featuresOf(page, version) };
}

async function runUsageExample(page: Page, title: string): Promise<Outcome> {
  const usage = page.locator('#usage + .live-example');
  if ((await usage.count()) === 0) return { title, status: 'static', reason: 'no usage example' };
  // The Run button appears once the page's code has mounted; a static example has its note from the start.
  await usage.locator('.live-example__run, .live-example__note').first().waitFor();
  const run = usage.getByRole('button', { name: 'Run live' });
  if ((await run.count()) === 0)
    return { title, status: 'static', reason: (await usage.locator('.live-example__note').textContent()) ?? '' };
  await run.click();
  const running = page.locator('#usage + .live-example--running');
  const screen = running.locator('.live-example__screen');
  await running
    .locator('.live-example__screen[data-outcome], .live-example__screen[data-status="unavailable"]')
    .waitFor({ timeout: 30000 });
  // The first layout runs in the frame's next rendering step; an error it throws reaches the page a message later.
  if ((await screen.getAttribute('data-status')) === 'ready') await framesDrawn(await previewFrame(running));
  await framesDrawn(page);
  const error = running.locator('.live-example__error, .live-example__status--failed');
  if ((await error.count()) > 0) return { title, status: 'failed', reason: (await error.first().textContent()) ?? '' };
  // Rendered without an error; some examples start with nothing shown (a hidden dialog), and say so.
  return { title, status: 'live', blank: (await screen.getAttribute('data-blank')) === 'true' };
}

/** Reaches each component page of a version in-app, from home, and runs its usage example; writes the outcomes to test-results. */
async function tryEveryUsageExample(browser: Browser, version: '5.x' | '6.x'): Promise<Outcome[]> {
  const page = await (await browser.newContext()).newPage();
  await openComponentsFromHome(page);
  if (version === '6.x') {
    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
  }
  await page.evaluate(() => ((window as any).__sameDocument = true));
  const outcomes: Outcome[] = [];
  for (const [route, title] of componentRoutes(version))
    outcomes.push(await tryUsageExample(page, route, title, version));
  // Every page was reached without a full load: the document is the one the home page started.
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  await page.context().close();

  const live = outcomes.filter((outcome) => outcome.status === 'live');
  const others = outcomes.filter((outcome) => outcome.status !== 'live');
  const name = version === '5.x' ? 'live-examples.json' : `live-examples-${version}.json`;
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  const count = (has: (features: Features) => boolean) => outcomes.filter((o) => o.features && has(o.features)).length;
  const parity = {
    configurator: count((f) => f.configurator),
    screenshots: count((f) => f.screenshots === 'own'),
    themeColors: count((f) => f.themeColors),
  };
  fs.writeFileSync(
    path.resolve('test-results', name),
    `${JSON.stringify({ version, live: live.length, total: outcomes.length, ...parity, others }, null, 2)}\n`,
  );
  console.log(
    `${version}, each of ${outcomes.length} component pages reached in-app: ${live.length} run their usage example, ${parity.configurator} have a configurator, ${parity.screenshots} their own screenshots, ${parity.themeColors} a theme colours table.`,
  );
  return outcomes;
}

const notLive = (outcomes: Outcome[]) =>
  outcomes
    .filter((outcome) => outcome.status !== 'live')
    .map((outcome) => outcome.title)
    .sort();

test.describe('live examples across the library', () => {
  // Where the library's example is broken or missing, the version's example-fixes.json gives the page
  // one that runs (README, "Examples the site corrects or writes"), so no page is left static.
  test('run the usage example of all 77 component pages, reached in-app', async ({ browser }) => {
    test.setTimeout(15 * 60 * 1000);
    const outcomes = await tryEveryUsageExample(browser, '5.x');
    expect(outcomes).toHaveLength(77);
    expect(notLive(outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.features!.screenshots === 'other').map((o) => o.title)).toEqual([]);
  });

  test("run 6.x's usage examples with 6.0.0-alpha.0 on all 73 of its component pages", async ({ browser }) => {
    test.setTimeout(15 * 60 * 1000);
    const outcomes = await tryEveryUsageExample(browser, '6.x');
    expect(outcomes).toHaveLength(73);
    expect(notLive(outcomes)).toEqual([]);
    // 6.x at parity with 5.x: configurators and screenshots from 6.x's own source, and a theme
    // colours table wherever 5.x has one for a component 6.x still has.
    const has = (feature: (f: Features) => boolean) => outcomes.filter((o) => feature(o.features!)).map((o) => o.title);
    expect(has((f) => f.configurator).length).toBeGreaterThanOrEqual(58);
    expect(has((f) => f.screenshots === 'own').length).toBeGreaterThanOrEqual(65);
    expect(has((f) => f.screenshots === 'other')).toEqual([]);
    const tables5 = Object.keys(themeColors5).filter((title) => outcomes.some((o) => o.title === title));
    expect(has((f) => f.themeColors)).toEqual(expect.arrayContaining(tables5));
  });
});
