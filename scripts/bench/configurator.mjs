// For the benchmark: what the props configurator costs and how quickly it answers. In Chromium on
// the Button page, reached in-app: whether any of its code loads before it is opened, its chunk's
// size, and the time from a control's change to the preview saying it rendered the new
// configuration (the frame's `rnp-live:rendered` message), over ten changes on loopback.
import fs from 'node:fs';
import path from 'node:path';
import { chunkGroupBytes, openButtonPageInApp } from './live-example.mjs';
import { median } from './stats.mjs';

const CHANGES = 10;

/** How many component pages have a configurator whose every control changes its code, which compiles: from the last `npm test`. */
function coverageFromLastTestRun() {
  const file = path.resolve('test-results', 'configurator.json');
  if (!fs.existsSync(file)) return null;
  /** @type {{ configured: number, total: number }} */
  const { configured, total } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { configured, total, measuredAt: fs.statSync(file).mtime.toISOString() };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {string} publicDir
 */
export async function measureConfigurator(browser, site, publicDir) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  /** @type {string[]} */
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openButtonPageInApp(page, site);
  const filesBeforeOpen = requested.filter((url) => /\/configurator[-.]/.test(url)).length;

  const section = page.locator('.doc-section--configurator');
  await section.getByRole('button', { name: 'Open the configurator' }).click();
  await section.locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  // The page reads the frame over a private channel, so the time is taken where the change shows:
  // the frame's own document, on the same clock (timeOrigin + now) as the page's.
  const frame = page.frames().find((candidate) => candidate.url().includes('/live-preview/frame.html'));
  if (!frame) throw new Error('The configurator has no preview frame.');
  await frame.evaluate(() => {
    const commits = /** @type {number[]} */ ([]);
    /** @type {typeof window & { __commits?: number[] }} */ (window).__commits = commits;
    new MutationObserver(() => commits.push(performance.timeOrigin + performance.now())).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < CHANGES; i++) {
    const started = await page.evaluate(
      (value) => {
        const select = /** @type {HTMLSelectElement} */ (document.getElementById('configurator-mode'));
        const setValue = /** @type {(this: HTMLSelectElement, value: string) => void} */ (
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
        );
        const now = performance.timeOrigin + performance.now();
        setValue.call(select, value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return now;
      },
      i % 2 ? 'text' : 'outlined',
    );
    const shown = await frame.waitForFunction(
      (after) => /** @type {typeof window & { __commits: number[] }} */ (window).__commits.find((t) => t > after),
      started,
      { timeout: 10000 },
    );
    samples.push(/** @type {number} */ (await shown.jsonValue()) - started);
    await page.waitForTimeout(200);
  }
  await context.close();
  return {
    filesBeforeOpen,
    chunk: chunkGroupBytes(publicDir, 'configurator'),
    updateMs: { median: /** @type {number} */ (median(samples)), max: Math.max(...samples) },
    coverage: coverageFromLastTestRun(),
  };
}
