import type { Frame, Page } from '@playwright/test';
import fs from 'fs';
import path from 'path';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { builtComponentDoc } from '../helpers/built-site';
import { componentRoutes, versionLabel } from '../helpers/site-routes';
import { framesDrawn } from './browser';
import { expect, test } from './fixtures';
import { previewFrame } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';

// Every component page's usage example, run in one preview frame per version. The test arrives at the
// version's first component page as a reader does and starts its example with Run; then it posts each
// page's compiled usage example (from the page data the browser gets) to that frame over the page's own
// channel, as the page does for an edit, and waits for its rendered or error report. A few pages per
// version are also reached in-app, by the sidebar and the search dialog, and run with their own Run button.

interface PageDoc {
  title: string;
  usageCompiled: string | null;
  usageNote: string | null;
  previewUnavailable: string | null;
  configurator: { starter: unknown };
  screenshots: { light: { src: string } }[];
  themeColors: unknown;
}

type Outcome = { title: string } & (
  { status: 'live'; blank: boolean } | { status: 'static' | 'failed'; reason: string }
);

const docOf = (route: string) => builtComponentDoc<PageDoc>(route);

/**
 * Before the page's code runs: keeps the page's end of each MessageChannel it makes, and the frame's
 * reports on it (JSON text), so the test can post runs to the frame as the page does.
 */
function keepFrameChannel() {
  const w = window as any;
  const Native = MessageChannel;
  w.__reports = [];
  w.MessageChannel = class extends Native {
    constructor() {
      super();
      const port = this.port1;
      port.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        const report = JSON.parse(event.data);
        if (report.type === 'rnp-live:ready') w.__framePort = port;
        if (report.type !== 'rnp-live:pong') w.__reports.push(report);
      });
    }
  };
}

/** Runs compiled code in the frame under `runId` and says what it did once its first frames are drawn. */
async function runInFrame(page: Page, frame: Frame, title: string, runId: number, code: string): Promise<Outcome> {
  await page.evaluate(
    ({ runId, code }) => (window as any).__framePort.postMessage({ type: 'rnp-live:run', runId, code, bleed: false }),
    { runId, code },
  );
  await page.waitForFunction(
    (runId) =>
      (window as any).__reports.some(
        (r: { type: string; runId?: number }) =>
          r.runId === runId && (r.type === 'rnp-live:rendered' || r.type === 'rnp-live:error'),
      ),
    runId,
    { timeout: 30_000 },
  );
  // The first layout runs in the frame's next rendering step; an error it throws reaches the page a message later.
  await framesDrawn(frame);
  await framesDrawn(page);
  return page.evaluate(
    ({ runId, title }) => {
      const reports: { type: string; runId?: number; message?: string; blank?: boolean }[] = (window as any).__reports;
      const since = reports.slice(reports.findIndex((r) => r.runId === runId));
      const error = since.find((r) => r.type === 'rnp-live:error' && r.runId === runId);
      if (error) return { title, status: 'failed' as const, reason: error.message ?? '' };
      const blank = since.filter((r) => r.type === 'rnp-live:blank').pop();
      return { title, status: 'live' as const, blank: blank?.blank ?? false };
    },
    { runId, title },
  );
}

/** Reaches the version's first component page in-app and starts its usage example: the one frame of the sweep. */
async function openPreviewFrame(page: Page, version: string): Promise<Frame> {
  await page.addInitScript(keepFrameChannel);
  await openComponentsFromHome(page);
  if (version !== LAST_VERSION) {
    await switchVersion(page, versionLabel(version));
    await expect(page.locator('main h1')).toHaveText('ActivityIndicator');
    await expect(page).toHaveURL(new RegExp(`/${version.replace('.', '\\.')}/docs/components/ActivityIndicator/$`));
  }
  const usage = page.locator('#usage + .live-example');
  await usage.getByRole('button', { name: 'Run live' }).click();
  const frame = await previewFrame(page.locator('#usage + .live-example--running'));
  await page.waitForFunction(() => Boolean((window as any).__framePort));
  return frame;
}

/** Writes what the sweep found for the bench (`scripts/bench/versions.mjs`, `live-example.mjs`). */
function writeCoverage(version: string, docs: PageDoc[], outcomes: Outcome[]) {
  const count = (has: (doc: PageDoc) => boolean) => docs.filter(has).length;
  const counted = {
    version,
    live: outcomes.filter((outcome) => outcome.status === 'live').length,
    total: outcomes.length,
    configurator: count((doc) => Boolean(doc.configurator.starter)),
    screenshots: count((doc) => doc.screenshots.length > 0),
    themeColors: count((doc) => Boolean(doc.themeColors)),
    others: outcomes.filter((outcome) => outcome.status !== 'live'),
  };
  const name = version === LAST_VERSION ? 'live-examples.json' : `live-examples-${version}.json`;
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  fs.writeFileSync(path.resolve('test-results', name), `${JSON.stringify(counted, null, 2)}\n`);
  console.log(`${version}: ${counted.live} of ${counted.total} component pages run their usage example.`);
}

/** Runs the usage example of the page the reader is on with its Run button, and says whether it rendered. */
async function runWithItsButton(page: Page): Promise<string> {
  const usage = page.locator('#usage + .live-example');
  await usage.getByRole('button', { name: 'Run live' }).click();
  const screen = page.locator('#usage + .live-example--running .live-example__screen');
  await expect(screen).toHaveAttribute('data-outcome', /.+/, { timeout: 30_000 });
  await framesDrawn(await previewFrame(page.locator('#usage + .live-example--running')));
  return (await screen.getAttribute('data-outcome'))!;
}

/** The version at /docs/, reached without the version switch. */
const LAST_VERSION = siteConfig().docs.lastVersion;
/** How many component pages each version's library has (5.x's site had 77). */
const EXPECTED_PAGES: Record<string, number> = { '5.x': 77, '6.x': 73 };

for (const { name: version } of docVersions()) {
  test.describe(`${version} usage examples`, () => {
    // Where the library's example is broken or missing, the version's example-fixes.json gives the page
    // one that runs (README, "Examples the site corrects or writes"), so no page is left static.
    test(`all ${EXPECTED_PAGES[version]} component pages' examples render in the preview frame`, async ({ page }) => {
      test.setTimeout(5 * 60 * 1000);
      const routes = componentRoutes(version);
      const docs = routes.map(([route]) => docOf(route));
      expect(docs).toHaveLength(EXPECTED_PAGES[version]);
      const frame = await openPreviewFrame(page, version);
      const outcomes: Outcome[] = [];
      for (const [index, doc] of docs.entries()) {
        const unavailable =
          doc.previewUnavailable ?? (doc.usageCompiled ? null : (doc.usageNote ?? 'no usage example'));
        outcomes.push(
          unavailable
            ? { title: doc.title, status: 'static', reason: unavailable }
            : await runInFrame(page, frame, doc.title, 1_000_000 + index, doc.usageCompiled!),
        );
      }
      writeCoverage(version, docs, outcomes);
      expect(outcomes.filter((outcome) => outcome.status !== 'live')).toEqual([]);
    });

    test('run on pages reached by the sidebar and the search dialog, with their own Run button', async ({ page }) => {
      const routes = componentRoutes(version);
      const route = (title: string) => routes.find(([, name]) => name === title)![0];
      await openComponentsFromHome(page);
      if (version !== LAST_VERSION) await switchVersion(page, versionLabel(version));
      await expect(page).toHaveURL(new RegExp(`${route('ActivityIndicator').replace(/\./g, '\\.')}$`));
      await page.evaluate(() => ((window as any).__sameDocument = true));

      const outcomes: Record<string, string> = {};
      for (const title of ['Button', routes[routes.length - 1][1]]) {
        await arriveInApp(page, route(title), title);
        outcomes[title] = await runWithItsButton(page);
      }
      await page.locator('.navbar__search .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('TextInput');
      await page.locator(`.DocSearch-Hit[aria-selected="true"] a[href$="${route('TextInput')}"]`).waitFor();
      await page.keyboard.press('Enter');
      await expect(page.locator('main h1')).toHaveText('TextInput');
      outcomes.TextInput = await runWithItsButton(page);

      expect(Object.values(outcomes)).toEqual(['rendered', 'rendered', 'rendered']);
      // Every page was reached without a full load: the document is the one the home page started.
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    });
  });
}
