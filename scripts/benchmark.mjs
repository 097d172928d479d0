// Measures what readers pay for: build time, HTML weight per page, and what a
// first visit downloads in Chromium (raw and gzipped).
//   npm run benchmark              build, then measure
//   npm run benchmark -- --no-build   measure the existing public/
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import chromium from './chromium.js';
import serve from './serve.js';
import { measureLiveExample } from './measure-live-example.mjs';

const PUBLIC = path.resolve('public');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  const started = process.hrtime.bigint();
  // A cold build (npm run build cleans first), the time a fresh checkout or CI pays.
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) {
    console.error('The build failed; run `npm run build` to see why.');
    process.exit(1);
  }
  buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
}

const htmlPages = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name === 'index.html') htmlPages.push(full);
  }
};
walk(PUBLIC);

/**
 * What a first visit really downloads, measured in Chromium against the built
 * site: every response until the network is idle (before Gatsby's prefetching
 * of other pages begins, 3 s in), by kind, raw and gzipped.
 */
async function measureFirstLoads(samples) {
  const server = serve.createServer({ dir: PUBLIC, base: '/react-native-paper' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}/react-native-paper`;
  const browser = await chromium.launchChromium();
  const rows = [];
  for (const [name, sitePath] of Object.entries(samples)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      bodies.push(
        response.body().then(
          (body) => ({ kind: response.request().resourceType(), raw: body.length, gzip: zlib.gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(`${origin}${sitePath}`, { waitUntil: 'networkidle' });
    const row = { page: name, requests: 0 };
    for (const entry of (await Promise.all(bodies)).filter(Boolean)) {
      const kind = { document: 'html', script: 'js', fetch: 'data', xhr: 'data', image: 'images', font: 'fonts' }[entry.kind] ?? 'other';
      row.requests += 1;
      row[kind] = (row[kind] ?? 0) + entry.raw;
      row.total = (row.total ?? 0) + entry.raw;
      row.totalGzip = (row.totalGzip ?? 0) + entry.gzip;
    }
    rows.push(row);
    await context.close();
  }
  await browser.close();
  server.close();
  return rows;
}

const rows = await measureFirstLoads({
  home: '/',
  guide: '/docs/guides/getting-started/',
  theming: '/docs/guides/theming/',
  component: '/docs/components/Button/',
  showcase: '/docs/showcase/',
});
/**
 * The local search: index download, time from the downloaded file to an index
 * ready to answer in Chromium (median of 5 fresh pages), and the relevance set
 * run through the same engine in Node (right first, top three, query times).
 */
async function measureSearch() {
  const indexFile = path.join(PUBLIC, 'search-index.json');
  const raw = fs.readFileSync(indexFile);
  const server = serve.createServer({ dir: PUBLIC, base: '/react-native-paper' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}/react-native-paper`;
  const browser = await chromium.launchChromium();
  const readyMs = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/search/?q=button`);
    await page.locator('.search-results__page').first().waitFor();
    readyMs.push(await page.evaluate(() => performance.getEntriesByName('search-index-ready')[0]?.duration ?? NaN));
    await context.close();
  }
  await browser.close();
  server.close();

  // The relevance helper is TypeScript: bundle it for Node first.
  const esbuild = await import('esbuild');
  const bundle = path.resolve('test-results', 'search-relevance.cjs');
  await esbuild.build({ entryPoints: ['__tests__/helpers/search-relevance.ts'], bundle: true, platform: 'node', outfile: bundle, logLevel: 'error' });
  const { runRelevanceSet } = (await import(bundle)).default;
  const report = runRelevanceSet(indexFile, '/react-native-paper');
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    indexBytes: raw.length,
    indexGzip: zlib.gzipSync(raw).length,
    indexReadyMs: median(readyMs),
    questions: report.answers.length,
    firstRight: report.firstRight,
    inTopThree: report.inTopThree,
    queryMsP95: report.queryMsP95,
    queryMsMax: report.queryMsMax,
    missedFirst: report.answers.filter((a) => a.rank !== 1).map((a) => `${a.q} (${a.rank ?? 'none'})`),
  };
}
const search = await measureSearch();
const liveExample = await measureLiveExample(PUBLIC);
const htmlSizes = htmlPages.map((f) => fs.statSync(f).size);
const jsFiles = fs.readdirSync(PUBLIC).filter((f) => f.endsWith('.js'));
const totalJs = jsFiles.reduce((n, f) => n + fs.statSync(path.join(PUBLIC, f)).size, 0);

const result = {
  date: new Date().toISOString(),
  buildSeconds,
  pages: htmlPages.length,
  htmlAverage: Math.round(htmlSizes.reduce((a, b) => a + b, 0) / htmlSizes.length),
  htmlMax: Math.max(...htmlSizes),
  totalJs,
  firstVisit: rows,
  search,
  liveExample,
};

if (buildSeconds !== null) console.log(`Cold build: ${buildSeconds.toFixed(1)} s`);
console.log(`Pages: ${result.pages}; HTML average ${kb(result.htmlAverage)}, largest ${kb(result.htmlMax)}; all JS chunks ${kb(totalJs)}`);
console.log('\nFirst visit per page, as Chromium downloads it (raw; total also gzipped):');
console.log('page        requests  html      js        data      images    total     total.gz');
for (const r of rows) {
  const cells = [r.html, r.js, r.data, r.images, r.total, r.totalGzip].map((n) => kb(n ?? 0).padEnd(9));
  console.log(`${r.page.padEnd(11)} ${String(r.requests).padEnd(9)} ${cells.join(' ')}`);
}
const pct = (n) => `${((100 * n) / search.questions).toFixed(0)}%`;
const budget = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
console.log('\nSearch (local index):');
console.log(`  index download     ${kb(search.indexBytes)} raw, ${kb(search.indexGzip)} gzip (budget 120 kB gzip: ${budget(search.indexGzip <= 120 * 1024)})`);
console.log(`  index ready        ${search.indexReadyMs.toFixed(0)} ms after it arrives, median of 5 in Chromium (budget 150 ms: ${budget(search.indexReadyMs <= 150)})`);
console.log(`  relevance set      ${search.firstRight}/${search.questions} right first (${pct(search.firstRight)}), ${search.inTopThree}/${search.questions} in the top three (${pct(search.inTopThree)})`);
console.log(`  query time         p95 ${search.queryMsP95.toFixed(1)} ms, max ${search.queryMsMax.toFixed(1)} ms (budget p95 15 ms: ${budget(search.queryMsP95 <= 15)})`);
if (search.missedFirst.length) console.log(`  not first          ${search.missedFirst.join('; ')}`);
const bytes = (m) => `${kb(m.raw)} raw, ${kb(m.gzip)} gzip in ${m.requests} requests`;
console.log('\nLive example (Button page, Chromium):');
console.log(`  before Run         ${liveExample.chunksBeforeRun} live-example chunks loaded (expected 0)`);
for (const [name, size] of Object.entries(liveExample.chunks)) {
  console.log(`  ${name.padEnd(22)} ${kb(size.gzip)} gzip (${kb(size.raw)} raw, ${size.files} files)`);
}
console.log(`  Run downloads      ${bytes(liveExample.run)}, with the icon font and glyph map; preview after ${liveExample.previewMs} ms on loopback`);
console.log(`  first edit         ${bytes(liveExample.compiler)}`);
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/benchmark.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('\nWritten to test-results/benchmark.json');
