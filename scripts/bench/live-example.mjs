// For the benchmark: what a live example costs a reader. The files the build writes for it (the
// frame's document and runtime, the icon fonts) and the editor and compiler chunks, gzipped. In
// Chromium on the Button page, reached in-app from the home page: whether any of it loads before
// Run, what the first Run downloads and how long until the preview shows, and what the first edit adds.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Requests that belong to the live example: the frame and its files, the editor and compiler chunks. */
const LIVE_FILE = /\/live-preview\/|\/icons\/|\/live-example[-\w]*-[0-9a-f]+\.js$/;

// Every page has these already.
const FIRST_LOAD = /^(framework|app|webpack-runtime)-/;

/**
 * A set of files' count and bytes, raw and gzipped.
 * @typedef {{ files: number, raw: number, gzip: number }} FilesSize
 */

/**
 * A response the page received: its address and bytes, raw and gzipped.
 * @typedef {{ url: string, raw: number, gzip: number }} Download
 */

/**
 * The part of webpack's stats (webpack.stats.json) read here. A chunk group's assets are objects
 * (webpack 5); older webpack listed bare file names, which `asset.name ?? asset` also takes.
 * @typedef {{ namedChunkGroups: Record<string, { assets?: { name?: string }[] } | undefined> }} WebpackStats
 */

/** @type {(bodies: Buffer[]) => FilesSize} */
const sizeOf = (bodies) => ({
  files: bodies.length,
  raw: bodies.reduce((n, b) => n + b.length, 0),
  gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b).length, 0),
});

/**
 * The bytes a named chunk group adds to a page (its own files and the split chunks it needs).
 * @param {string} publicDir
 * @param {string} name
 */
export function chunkGroupBytes(publicDir, name) {
  /** @type {WebpackStats} */
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const files = /** @type {string[]} */ (
    (stats.namedChunkGroups[name]?.assets ?? []).map((asset) => asset.name ?? asset)
  ).filter((file) => !FIRST_LOAD.test(file));
  return sizeOf(files.map((file) => fs.readFileSync(path.join(publicDir, file))));
}

/**
 * The files of a folder the build writes beside Gatsby's output, by name.
 * @param {string} publicDir
 * @param {string} folder
 * @returns {Record<string, FilesSize>}
 */
function folderFiles(publicDir, folder) {
  const dir = path.join(publicDir, folder);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => [
        `${folder}/${name.replace(/-[0-9a-f]{20}\./, '.')}`,
        sizeOf([fs.readFileSync(path.join(dir, name))]),
      ]),
  );
}

/**
 * How many component pages run their usage example in the preview frame: written by the coverage test
 * (`__tests__/e2e/live-example-coverage.test.ts`), so taken from its last run.
 */
function coverageFromLastTestRun() {
  const file = path.resolve('test-results', 'live-examples.json');
  if (!fs.existsSync(file)) return null;
  /** @type {{ live: number, total: number }} */
  const { live, total } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { live, total, measuredAt: fs.statSync(file).mtime.toISOString() };
}

/**
 * Arrives at the Button page as a reader does: the home page, then the navbar's and the sidebar's links; then
 * scrolls down it, so what loads near the viewport has loaded.
 * @param {import('playwright-core').Page} page
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function openButtonPageInApp(page, site) {
  await page.goto(site.url('/'), { waitUntil: 'networkidle' });
  await page.locator('.navbar').getByRole('link', { name: 'Components', exact: true }).first().click();
  await page.locator('.doc-page__sidebar').getByRole('link', { name: 'Button', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Button');
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {string} publicDir
 */
export async function measureLiveExample(browser, site, publicDir) {
  const files = {
    ...folderFiles(publicDir, 'live-preview'),
    ...folderFiles(publicDir, 'icons'),
    ...Object.fromEntries(
      ['live-example-editor', 'live-example-compiler'].map((name) => [
        `chunk group ${name}`,
        chunkGroupBytes(publicDir, name),
      ]),
    ),
  };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  /** @type {Promise<Download | null>[]} */
  let downloads = [];
  page.on('response', (response) => {
    downloads.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length }),
        () => null,
      ),
    );
  });
  const settle = async () => {
    const done = /** @type {Download[]} */ ((await Promise.all(downloads)).filter(Boolean));
    downloads = [];
    return done;
  };
  /** @type {(entries: Download[]) => { requests: number, raw: number, gzip: number }} */
  const sum = (entries) => ({
    requests: entries.length,
    raw: entries.reduce((n, e) => n + e.raw, 0),
    gzip: entries.reduce((n, e) => n + e.gzip, 0),
  });

  await openButtonPageInApp(page, site);
  await page.waitForTimeout(500);
  const beforeRun = (await settle()).filter((entry) => LIVE_FILE.test(entry.url)).length;

  const started = Date.now();
  const usage = page.locator('#usage + *');
  await usage.getByRole('button', { name: 'Run live' }).click();
  await usage.frameLocator('.live-example__frame').getByRole('button', { name: 'Press me' }).waitFor();
  const previewMs = Date.now() - started;
  await usage.locator('.cm-content').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const run = sum(await settle());

  await usage.locator('.cm-content').click();
  await page.keyboard.type(' ');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const compiler = sum(await settle());

  await context.close();
  return { files, filesBeforeRun: beforeRun, previewMs, run, compiler, coverage: coverageFromLastTestRun() };
}
