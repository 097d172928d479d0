// `npm run bench`: what readers and writers pay, measured on the built site.
//   npm run bench                      cold and warm builds, then every measurement
//   npm run bench -- --no-build        measure the existing public/
//   npm run bench -- --runs 1          one Lighthouse run per page and preset (quicker, noisier)
// Prints markdown tables with each budgeted figure marked (budgets.json), and writes
// test-results/bench.json and test-results/bench.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import chromium from '../chromium.js';
import { measureAxe } from './axe.mjs';
import { measureBuilds } from './build-times.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureMainThread } from './main-thread.mjs';
import { measureConfigurator } from './configurator.mjs';
import { measureLiveExample } from './live-example.mjs';
import { measurePageData } from './page-data.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { formatReport, overBudget } from './report.mjs';
import { measureSearch } from './search.mjs';
import { startSite } from './served-site.mjs';
import { versionParityFromLastTestRun } from './versions.mjs';

const PUBLIC = path.resolve('public');
/** @type {import('./report.mjs').Budgets} */
const budgets = JSON.parse(fs.readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
/** @type {(name: string) => boolean} */
const flag = (name) => process.argv.includes(`--${name}`);
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../../gatsby/config/site-config')} */
const { docVersions } = requireTs('../../gatsby/config/site-config.ts', import.meta.url);

/** Each version not at /docs/ is measured on its first page and its Button page too. */
const OTHER_VERSIONS_PAGES = Object.fromEntries(
  docVersions()
    .filter((version) => version.prefix)
    .flatMap((version) => [
      [`${version.name} ${version.mainDocId.split('/').pop()}`, version.mainPath],
      [`${version.name} Button`, `${version.root}components/Button/`],
    ]),
);

/** The pages measured with Lighthouse and for first-load weight: the home page and one of each page kind. */
const MAIN_PAGES = {
  home: '/',
  'getting-started': '/docs/guides/getting-started/',
  theming: '/docs/guides/theming/',
  Button: '/docs/components/Button/',
  TextInput: '/docs/components/TextInput/',
  showcase: '/docs/showcase/',
  'search?q=button': '/search/?q=button',
  ...OTHER_VERSIONS_PAGES,
};

/** Traced for main-thread time by kind: each version's Button page. */
const COMPONENT_PAGES = docVersions().map((version) => `${version.root}components/Button/`);

/** axe looks further: every guide, more component pages and the 404 page. */
function axePages() {
  const guides = fs
    .readdirSync(path.join(PUBLIC, 'docs/guides'), { withFileTypes: true })
    .filter((e) => e.isDirectory());
  const components = ['Appbar', 'Chip', 'Dialog', 'List/ListAccordion', 'BottomNavigation'];
  return {
    ...MAIN_PAGES,
    ...Object.fromEntries(guides.map((e) => [e.name, `/docs/guides/${e.name}/`])),
    ...Object.fromEntries(components.map((name) => [name, `/docs/components/${name}/`])),
    404: '/does-not-exist/',
  };
}

/** @type {Partial<import('./report.mjs').BenchResults> & { date: string }} */
const results = { date: new Date().toISOString() };
if (!flag('no-build')) {
  console.log('Building cold, then warm after editing a guide…');
  results.build = measureBuilds();
}

const site = await startSite(PUBLIC);
const browser = await chromium.launchChromium();
try {
  console.log('Measuring first loads, axe, search, the live example and the configurator…');
  results.pageWeight = await measurePageWeight(browser, site, MAIN_PAGES);
  results.pageData = measurePageData(PUBLIC, budgets.pageData.bytes);
  results.axe = await measureAxe(browser, site, axePages());
  results.search = await measureSearch(browser, site, PUBLIC);
  results.liveExample = await measureLiveExample(browser, site, PUBLIC);
  results.configurator = await measureConfigurator(browser, site, PUBLIC);
  results.versions = versionParityFromLastTestRun();
  console.log('Tracing a component page of each version at 4× slowdown…');
  results.mainThread = await measureMainThread(browser, { site }, COMPONENT_PAGES, runs);
  console.log(`Running Lighthouse (${runs} run${runs > 1 ? 's' : ''} per page and preset)…`);
  results.lighthouse = await runLighthouse(site, MAIN_PAGES, { runs });
} finally {
  await browser.close();
  await site.close();
}

// Every measurement is in: the try block above has filled them or thrown.
const report = formatReport(/** @type {import('./report.mjs').BenchResults} */ (results), budgets);
const over = overBudget(/** @type {import('./report.mjs').BenchResults} */ (results), budgets);
results.overBudget = over;
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync('test-results/bench.md', `${report}\n`);
console.log(`\n${report}`);
console.log(over.length ? `Over budget: ${over.join('; ')}` : 'Every figure is within its budget.');
console.log('Written to test-results/bench.json and test-results/bench.md');
