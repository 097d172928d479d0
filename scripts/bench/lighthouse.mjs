// Lighthouse's mobile and desktop presets on Debian's Chromium, three runs per page and preset;
// each figure is the median of its runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import chromium from '../chromium.js';
import { median } from './stats.mjs';

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
const METRICS = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/** @typedef {keyof typeof CATEGORIES | keyof typeof METRICS} Figure */

/**
 * One run's scores (0–100) and metrics, and the audits that cost points.
 * @typedef {Record<Figure, number> & { benchmarkIndex: number, failing: string[] }} Sample
 */

/**
 * A page and preset's medians over its runs, and every audit that cost points in any run.
 * @typedef {{ page: string, path: string, preset: string } & Sample} LighthouseRow
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {Sample}
 */
function figures(lhr) {
  // A category Lighthouse could not score (null) counts as 0: null * 100 is 0.
  const scores = Object.fromEntries(
    Object.entries(CATEGORIES).map(([key, id]) => [
      key,
      Math.round(/** @type {number} */ (lhr.categories[id].score) * 100),
    ]),
  );
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]));
  // The audits that cost points, so the report says what to fix, not only that something is wrong.
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => audit.id);
  // How fast this machine ran Lighthouse's own benchmark: its simulated phone is 4× slower than the
  // machine, so a slower machine reads higher TBT for the same page (about 1,000 to 2,300 seen here).
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  return /** @type {Sample} */ ({ ...scores, ...metrics, benchmarkIndex, failing });
}

/** Debian's Chromium for Lighthouse; `kill()` when done. */
export const launchForLighthouse = () =>
  chromeLauncher.launch({ chromePath: chromium.CHROMIUM_PATH, chromeFlags: chromium.CHROMIUM_ARGS });

/**
 * One Lighthouse run of a URL in a preset.
 * @param {number} port The launched Chromium's debugging port.
 * @param {string} url
 * @param {string} preset 'mobile' or 'desktop'
 * @param {number} [cpuSlowdown] The mobile preset's CPU slowdown in place of its 4×.
 * @returns {Promise<Sample>}
 */
export async function lighthouseOnce(port, url, preset, cpuSlowdown) {
  const flags = { port, logLevel: 'error', output: 'json', onlyCategories: Object.values(CATEGORIES) };
  if (preset === 'mobile' && cpuSlowdown !== undefined)
    Object.assign(flags, { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } });
  // Undefined only when no URL is given.
  const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(
      url,
      /** @type {import('lighthouse').Flags} */ (flags),
      preset === 'desktop' ? desktopConfig : undefined,
    )
  );
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return figures(lhr);
}

/**
 * Medians of a page and preset's runs, and every audit that cost points in any run.
 * @param {{ page: string, path: string, preset: string }} what
 * @param {Sample[]} samples At least one.
 * @returns {LighthouseRow}
 */
export function medianRow(what, samples) {
  const row = /** @type {LighthouseRow} */ ({ ...what });
  for (const key of /** @type {Figure[]} */ ([...Object.keys(CATEGORIES), ...Object.keys(METRICS)]))
    row[key] = /** @type {number} */ (median(samples.map((s) => s[key])));
  row.benchmarkIndex = /** @type {number} */ (median(samples.map((s) => s.benchmarkIndex)));
  row.failing = [...new Set(samples.flatMap((s) => s.failing))];
  return row;
}

/**
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {Record<string, string>} pages Site paths by page name.
 * @param {{ runs?: number }} [options]
 */
export async function runLighthouse(site, pages, { runs = 3 } = {}) {
  const chrome = await launchForLighthouse();
  /** @type {LighthouseRow[]} */
  const results = [];
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const [name, sitePath] of Object.entries(pages)) {
        /** @type {Sample[]} */
        const samples = [];
        for (let i = 0; i < runs; i += 1) samples.push(await lighthouseOnce(chrome.port, site.url(sitePath), preset));
        results.push(medianRow({ page: name, path: sitePath, preset }, samples));
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
