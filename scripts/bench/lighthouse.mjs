// Lighthouse's mobile and desktop presets on Debian's Chromium, three runs per page and preset;
// each figure is the median of its runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import chromium from '../chromium.js';

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };
const METRICS = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const scores = Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, Math.round(lhr.categories[id].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]));
  // The audits that cost points, so the report says what to fix, not only that something is wrong.
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
  return { ...scores, ...metrics, failing };
}

export async function runLighthouse(site, pages, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromium.CHROMIUM_PATH, chromeFlags: chromium.CHROMIUM_ARGS });
  const results = [];
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const [name, sitePath] of Object.entries(pages)) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const { lhr } = await lighthouse(
            site.url(sitePath),
            { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: Object.values(CATEGORIES) },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${sitePath}: ${lhr.runtimeError.message}`);
          samples.push(figures(lhr));
        }
        const row = { page: name, path: sitePath, preset };
        for (const key of [...Object.keys(CATEGORIES), ...Object.keys(METRICS)]) row[key] = median(samples.map((s) => s[key]));
        row.failing = [...new Set(samples.flatMap((s) => s.failing))];
        results.push(row);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
