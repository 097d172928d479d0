// Two builds side by side on this machine. Lighthouse mobile runs on each page, taking turns between
// the builds (A, B, A, B …) so both see the same machine, beside a blank page (the machine's floor);
// then a traced load of each page on each build (main-thread time by kind, hydration, elements
// hydrated) and the bytes each build's page downloads until it has hydrated. Both sites are served with
// their precompressed copies, as GitHub Pages serves them. For a change's cost: build the commit
// before it into another folder, then
//   node scripts/bench/compare.mjs --baseline ../before/public [--page /docs/components/Button/ …] [--runs 5]
//     [--cpu-slowdown <n> | calibrated]
// The CPU slowdown is Lighthouse's 4× unless given; `calibrated` sets each round's from the benchmark
// index of that round's blank-page run (`calibratedSlowdown`), so runs on a busy day and a quiet one
// emulate the same phone. Report in test-results/compare.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import chromium from '../chromium.js';
import { calibratedSlowdown } from './cpu-slowdown.mjs';
import { launchForLighthouse, lighthouseOnce } from './lighthouse.mjs';
import { mainThreadTable, measureMainThread } from './main-thread.mjs';
import { startSite, BASE } from './served-site.mjs';
import { kb, median, ms } from './stats.mjs';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    page: { type: 'string', multiple: true, default: ['/'] },
    runs: { type: 'string', default: '5' },
    traces: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
if (!values.baseline || !fs.existsSync(values.baseline))
  throw new Error('--baseline <public folder of the build to compare with> is needed.');
const pages = values.page;
const runs = Number(values.runs);
const traces = Number(values.traces);
const calibrated = values['cpu-slowdown'] === 'calibrated';
const fixedSlowdown = Number(values['cpu-slowdown']);
if (!calibrated && !(fixedSlowdown >= 1))
  throw new Error(`--cpu-slowdown takes a number of at least 1 or "calibrated", not "${values['cpu-slowdown']}".`);
const builds = { before: values.baseline, after: 'public' };
const names = /** @type {(keyof typeof builds)[]} */ (Object.keys(builds));

/** A folder with one empty page, served like the builds: what a page costs at the least here. */
function blankSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blank-site-'));
  fs.mkdirSync(path.join(dir, 'blank'));
  fs.writeFileSync(
    path.join(dir, 'blank', 'index.html'),
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Blank</title><p>Blank</p></html>',
  );
  return dir;
}

/**
 * Bytes a page downloads until it has hydrated and rested a second, by resource type (from the
 * browser's resource timing): its bundles start after the first paint, often after the load event.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function firstLoadBytes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForTimeout(1000);
  const bytes = await page.evaluate(() => {
    /** @type {Record<string, number>} */
    const byType = {};
    for (const entry of /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')))
      byType[entry.initiatorType] = (byType[entry.initiatorType] ?? 0) + entry.encodedBodySize;
    return byType;
  });
  await page.close();
  return bytes;
}

const blankDir = blankSite();
const blank = await startSite(blankDir, { compress: true });
const sites = Object.fromEntries(
  await Promise.all(names.map(async (name) => [name, await startSite(builds[name], { compress: true })])),
);

/** @typedef {import('./lighthouse.mjs').Sample} Sample */
/** @type {Sample[]} */
const blankRuns = [];
/** @type {Record<string, Record<string, Sample[]>>} */
const lighthouse = {};
/** @type {Record<string, Record<string, Record<string, number>>>} */
const bytes = {};
/** @type {number[]} Each round's CPU slowdown. */
const slowdowns = [];
const chrome = await launchForLighthouse();
try {
  for (let i = 0; i < runs; i += 1) {
    // The blank page runs at the preset's own slowdown: neither its benchmark index nor an empty
    // page's paint depends on it.
    const blankRun = await lighthouseOnce(
      chrome.port,
      blank.url('/blank/'),
      'mobile',
      calibrated ? undefined : fixedSlowdown,
    );
    blankRuns.push(blankRun);
    const slowdown = calibrated ? Math.round(10 * calibratedSlowdown(blankRun.benchmarkIndex)) / 10 : fixedSlowdown;
    slowdowns.push(slowdown);
    for (const sitePath of pages)
      for (const name of names)
        ((lighthouse[sitePath] ??= {})[name] ??= []).push(
          await lighthouseOnce(chrome.port, sites[name].url(sitePath), 'mobile', slowdown),
        );
  }
} finally {
  await chrome.kill();
}
/** @type {Awaited<ReturnType<typeof measureMainThread>>} */
let traced = [];
const traceSlowdown = /** @type {number} */ (median(slowdowns));
const browser = await chromium.launchChromium();
try {
  traced = await measureMainThread(browser, sites, pages, traces, traceSlowdown);
  for (const sitePath of pages)
    for (const name of names) (bytes[sitePath] ??= {})[name] = await firstLoadBytes(browser, sites[name].url(sitePath));
} finally {
  await browser.close();
}
await Promise.all([blank, ...Object.values(sites)].map((site) => site.close()));
fs.rmSync(blankDir, { recursive: true, force: true });

/** @type {(samples: Sample[], key: 'lcpMs' | 'tbtMs') => string} */
const withRuns = (samples, key) =>
  `${ms(median(samples.map((s) => s[key])))} (${samples.map((s) => Math.round(s[key])).join(', ')})`;

const floor = /** @type {number} */ (median(blankRuns.map((s) => s.lcpMs)));
const types = [
  ...new Set(Object.values(bytes).flatMap((byBuild) => Object.values(byBuild).flatMap(Object.keys))),
].sort();
const report = [
  `# Before (${values.baseline}) and after (public/), served compressed`,
  '',
  `Lighthouse mobile, median of ${runs} interleaved rounds (each run in brackets). Blank page: LCP ${withRuns(blankRuns, 'lcpMs')}, TBT ${withRuns(blankRuns, 'tbtMs')}. Lighthouse's benchmark index of this machine, median of all runs: ${Math.round(/** @type {number} */ (median([...blankRuns, ...Object.values(lighthouse).flatMap((byBuild) => Object.values(byBuild).flat())].map((s) => s.benchmarkIndex))))}. CPU slowdown: ${calibrated ? `calibrated each round to the blank page's benchmark index (${slowdowns.map((x) => `${x}×`).join(', ')})` : `${fixedSlowdown}×`}.`,
  '',
  '| page | build | LCP | LCP / blank | TBT | performance |',
  '|---|---|---:|---:|---:|---:|',
  ...pages.flatMap((sitePath) =>
    names.map((name) => {
      const samples = lighthouse[sitePath][name];
      const lcp = /** @type {number} */ (median(samples.map((s) => s.lcpMs)));
      return `| ${sitePath} | ${name} | ${withRuns(samples, 'lcpMs')} | ${(lcp / floor).toFixed(2)} | ${withRuns(samples, 'tbtMs')} | ${median(samples.map((s) => s.performance))} |`;
    }),
  ),
  '',
  `Main thread at ${traceSlowdown}× CPU slowdown, median of ${traces} traced loads per build (${BASE}).`,
  '',
  ...mainThreadTable(traced),
  '',
  'Bytes downloaded until the page has hydrated and rested a second, compressed as sent, by what asked for them.',
  '',
  `| page | build | ${types.join(' | ')} |`,
  `|---|---|${types.map(() => '---:').join('|')}|`,
  ...pages.flatMap((sitePath) =>
    names.map(
      (name) => `| ${sitePath} | ${name} | ${types.map((type) => kb(bytes[sitePath][name][type] ?? 0)).join(' | ')} |`,
    ),
  ),
  '',
].join('\n');
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/compare.md', report);
console.log(report);
