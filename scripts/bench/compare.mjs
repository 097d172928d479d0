// Two builds side by side on this machine: Lighthouse runs on one page, taking turns between the
// builds (A, B, A, B …) so both see the same machine, and each build's first-load bytes up to the
// load event. For a change's cost: build the commit before it into another folder, then
//   node scripts/bench/compare.mjs --baseline ../before/public [--page /] [--runs 5]
// Report in test-results/compare.md.
import fs from 'node:fs';
import chromium from '../chromium.js';
import { launchForLighthouse, lighthouseOnce, medianRow } from './lighthouse.mjs';
import { startSite } from './served-site.mjs';

/** @type {(name: string, fallback: string) => string} */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const baseline = option('baseline', '');
if (!baseline || !fs.existsSync(baseline))
  throw new Error('--baseline <public folder of the build to compare with> is needed.');
const sitePath = option('page', '/');
const runs = Number(option('runs', '5'));
const builds = { before: baseline, after: 'public' };

/**
 * Bytes a page downloads until its load event, by resource type (from the browser's resource timing).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function firstLoadBytes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(url, { waitUntil: 'load' });
  const bytes = await page.evaluate(() => {
    const loaded = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    /** @type {Record<string, number>} */
    const byType = {};
    for (const entry of /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')))
      if (entry.startTime <= loaded.loadEventEnd)
        byType[entry.initiatorType] = (byType[entry.initiatorType] ?? 0) + entry.encodedBodySize;
    return byType;
  });
  await page.close();
  return bytes;
}

const sites = Object.fromEntries(
  await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await startSite(dir)])),
);
const chrome = await launchForLighthouse();
/** @type {Record<string, import('./lighthouse.mjs').Sample[]>} */
const samples = { before: [], after: [] };
try {
  for (let i = 0; i < runs; i += 1)
    for (const name of Object.keys(builds))
      samples[name].push(await lighthouseOnce(chrome.port, sites[name].url(sitePath), 'mobile'));
} finally {
  await chrome.kill();
}
const browser = await chromium.launchChromium();
/** @type {Record<string, Record<string, number>>} */
const bytes = {};
for (const name of Object.keys(builds)) bytes[name] = await firstLoadBytes(browser, sites[name].url(sitePath));
await browser.close();
await Promise.all(Object.values(sites).map((site) => site.close()));

const rows = Object.fromEntries(
  Object.keys(builds).map((name) => [
    name,
    medianRow({ page: sitePath, path: sitePath, preset: 'mobile' }, samples[name]),
  ]),
);
/** @type {(pick: (row: import('./lighthouse.mjs').LighthouseRow) => string) => string} */
const cells = (pick) =>
  Object.keys(builds)
    .map((name) => pick(rows[name]))
    .join(' | ');
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
const types = [...new Set(Object.values(bytes).flatMap((b) => Object.keys(b)))].sort();
const report = [
  `# ${sitePath}: before (${baseline}) and after (public/), Lighthouse mobile, median of ${runs} interleaved runs`,
  '',
  `| figure | ${Object.keys(builds).join(' | ')} |`,
  `|---|${Object.keys(builds)
    .map(() => '---')
    .join('|')}|`,
  `| performance | ${cells((r) => String(r.performance))} |`,
  `| accessibility | ${cells((r) => String(r.accessibility))} |`,
  `| LCP | ${cells((r) => `${Math.round(r.lcpMs)} ms`)} |`,
  `| TBT | ${cells((r) => `${Math.round(r.tbtMs)} ms`)} |`,
  `| CLS | ${cells((r) => r.cls.toFixed(3))} |`,
  ...types.map(
    (type) =>
      `| bytes until load: ${type} | ${Object.keys(builds)
        .map((name) => kb(bytes[name][type] ?? 0))
        .join(' | ')} |`,
  ),
  '',
  `Each run: ${Object.keys(builds)
    .map((name) => `${name} performance ${samples[name].map((s) => s.performance).join(', ')}`)
    .join('; ')}.`,
  '',
].join('\n');
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/compare.md', report);
console.log(report);
