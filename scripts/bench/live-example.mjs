// For the benchmark: what a live example costs a reader. From the build's chunk groups: the
// preview, the editor and the compiler, gzipped. In Chromium on the Button page: whether any of
// it loads before Run, what Run downloads (chunks, icon glyph map and font), the time to the
// preview on loopback, and what the first edit adds.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const LIVE_FILE = /\/live-example[-\w]*-[0-9a-f]+\.js$/;

// Every page has these already.
const FIRST_LOAD = /^(framework|app|webpack-runtime)-/;

/** The bytes a named chunk group adds to a page (its own files and the split chunks it needs). */
function chunkGroupBytes(publicDir, name) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const files = (stats.namedChunkGroups[name]?.assets ?? []).map((asset) => asset.name ?? asset).filter((file) => !FIRST_LOAD.test(file));
  const bodies = files.map((file) => fs.readFileSync(path.join(publicDir, file)));
  return { files: files.length, raw: bodies.reduce((n, b) => n + b.length, 0), gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b).length, 0) };
}

export async function measureLiveExample(browser, site, publicDir) {
  const chunks = Object.fromEntries(
    ['live-example', 'live-example-editor', 'live-example-compiler'].map((name) => [name, chunkGroupBytes(publicDir, name)]),
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let downloads = [];
  page.on('response', (response) => {
    downloads.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length }), () => null));
  });
  const settle = async () => {
    const done = (await Promise.all(downloads)).filter(Boolean);
    downloads = [];
    return done;
  };
  const sum = (entries) => ({ requests: entries.length, raw: entries.reduce((n, e) => n + e.raw, 0), gzip: entries.reduce((n, e) => n + e.gzip, 0) });

  await page.goto(site.url('/docs/components/Button/'), { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(500);
  const beforeRun = (await settle()).filter((entry) => LIVE_FILE.test(entry.url)).length;

  const started = Date.now();
  await page.getByRole('button', { name: 'Run live' }).first().click();
  await page.locator('.live-example__screen').getByRole('button', { name: 'Press me' }).waitFor();
  const previewMs = Date.now() - started;
  await page.locator('.cm-content').waitFor();
  await page.waitForLoadState('networkidle');
  const run = sum(await settle());

  await page.locator('.cm-content').click();
  await page.keyboard.type(' ');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const compiler = sum(await settle());

  await context.close();
  return { chunks, chunksBeforeRun: beforeRun, previewMs, run, compiler };
}
