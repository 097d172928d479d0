// The local search: each docs version's index download, the time from the downloaded file to an
// index ready to answer in Chromium (median of 5 fresh pages, the version at /docs/), and each
// version's relevance set run through the same engine in Node (right first, in the top three, per
// kind of question, query times).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BASE } from './served-site.mjs';
import { median } from './stats.mjs';

/**
 * The relevance helper (TypeScript), bundled for Node.
 * @returns {Promise<typeof import('../../__tests__/helpers/search-relevance')>}
 */
export async function relevanceHelper() {
  const esbuild = await import('esbuild');
  const bundle = path.resolve('test-results', 'search-relevance.cjs');
  await esbuild.build({
    entryPoints: ['__tests__/helpers/search-relevance.ts'],
    bundle: true,
    platform: 'node',
    outfile: bundle,
    logLevel: 'error',
  });
  return (await import(bundle)).default;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {string} publicDir
 */
export async function measureSearch(browser, site, publicDir) {
  /** @type {number[]} */
  const readyMs = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url('/search/?q=button'));
    await page.locator('.search-results__page').first().waitFor();
    readyMs.push(await page.evaluate(() => performance.getEntriesByName('search-index-ready')[0]?.duration ?? NaN));
    await context.close();
  }

  const {
    relevanceOfEveryVersion,
    builtIndexOf,
    docVersions,
    byKind,
    answersWithTheMostWords,
    readIndexFile,
    readQuestions,
    halfFigures,
  } = await relevanceHelper();
  const readers = new Map(relevanceOfEveryVersion(publicDir, BASE, 'readers').map((r) => [r.version, r.report]));
  const fresh = new Map(relevanceOfEveryVersion(publicDir, BASE, 'fresh').map((r) => [r.version, r.report]));
  /** @param {import('../../__tests__/helpers/search-relevance').RelevanceReport} report */
  const halvesOf = (report) => [halfFigures(report, 'tuning'), halfFigures(report, 'hold-out')];
  const versions = relevanceOfEveryVersion(publicDir, BASE).map(({ version, report }) => {
    const readersReport = /** @type {NonNullable<ReturnType<typeof readers.get>>} */ (readers.get(version));
    const freshReport = /** @type {NonNullable<ReturnType<typeof fresh.get>>} */ (fresh.get(version));
    const named = docVersions().find((v) => v.name === version);
    const built = builtIndexOf(/** @type {NonNullable<typeof named>} */ (named), publicDir, BASE);
    const raw = fs.readFileSync(built.file);
    return {
      name: version,
      indexBytes: raw.length,
      indexGzip: zlib.gzipSync(raw).length,
      questions: report.answers.length,
      firstRight: report.firstRight,
      inTopThree: report.inTopThree,
      kinds: byKind(report),
      queryMsP95: report.queryMsP95,
      queryMsMax: report.queryMsMax,
      missedFirst: report.answers.filter((a) => a.rank !== 1).map((a) => `${a.q} (${a.rank ?? 'none'})`),
      // The questions from the library's issue tracker, in readers' own words.
      readers: {
        questions: readersReport.answers.length,
        firstRight: readersReport.firstRight,
        inTopThree: readersReport.inTopThree,
        pageFirst: readersReport.pageFirst,
        // Ranking rules are tried on the tuning half and kept only if they gain on the hold-out half.
        halves: halvesOf(readersReport),
        withTheMostWords: answersWithTheMostWords(
          readIndexFile(built.file),
          built.urlPrefix,
          readQuestions(version, 'readers'),
        ),
        kinds: byKind(readersReport),
      },
      // Questions collected later and blind: no one has read the misses of their hold-out half.
      fresh: { pageFirst: freshReport.pageFirst, questions: freshReport.answers.length, halves: halvesOf(freshReport) },
    };
  });
  // Five pages were measured.
  return { indexReadyMs: /** @type {number} */ (median(readyMs)), versions };
}
