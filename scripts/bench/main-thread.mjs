// Where a page's main thread spends its load, from a Chromium performance trace on a slow phone
// (4× CPU slowdown as Lighthouse's mobile preset, or the slowdown given): time by kind of work, with Lighthouse's own task
// groups (parse, script, style and layout …), the part of it that is hydration (between the site's
// `hydrate` mark and Gatsby's `onInitialClientRender`), the long tasks, the time they block the reader
// after the first paint (each task's part over 50 ms, as TBT counts it, but from this real throttled
// trace rather than Lighthouse's simulation), and how many of the page's elements React hydrated
// against how many the server sent.
import * as TraceProcessorModule from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import * as MainThreadTasksModule from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { median, ms } from './stats.mjs';

const { TraceProcessor } = TraceProcessorModule;
const { MainThreadTasks } = MainThreadTasksModule;

/** Kinds of work the report names, from Lighthouse's task groups. */
const KINDS = {
  parseHTML: 'parse',
  scriptParseCompile: 'script',
  scriptEvaluation: 'script',
  styleLayout: 'style and layout',
  paintCompositeRender: 'paint',
  garbageCollection: 'other',
  other: 'other',
};

/** Trace categories Lighthouse records a page load with. */
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
  'v8',
  'latencyInfo',
];

/**
 * @typedef {{
 *   byKind: Record<string, number>,
 *   hydrationMs: number,
 *   longTasks: number[],
 *   blockingMs: number,
 *   laidOut: number,
 *   elements: { served: number, hydrated: number },
 * }} MainThreadSample
 */

/**
 * One load of `url` in a fresh phone-sized page, traced.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} [rate] CPU slowdown.
 * @returns {Promise<MainThreadSample>}
 */
export async function traceLoad(browser, url, rate = 4) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
  // The work hydration leaves for later (effects, idle callbacks) is part of the load.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  const elements = await page.evaluate(() => {
    const all = [...document.querySelectorAll('#___gatsby *')];
    return {
      served: all.length,
      hydrated: all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length,
    };
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return { ...mainThreadOf(trace), elements };
}

/**
 * @param {{ traceEvents: import('lighthouse').TraceEvent[] }} trace
 */
function mainThreadOf(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const mark = (/** @type {string} */ name) =>
    trace.traceEvents.find((event) => event.name === name && event.cat.includes('user_timing'))?.ts;
  const hydrateFrom = mark('hydrate');
  const hydrateTo = mark('onInitialClientRender');
  /** @type {Record<string, number>} */
  const byKind = {};
  let hydrationMs = 0;
  for (const task of tasks) {
    const kind = KINDS[task.group.id] ?? 'other';
    byKind[kind] = (byKind[kind] ?? 0) + task.selfTime;
    const at = task.event.ts;
    if (
      kind === 'script' &&
      hydrateFrom !== undefined &&
      hydrateTo !== undefined &&
      at >= hydrateFrom &&
      at <= hydrateTo
    )
      hydrationMs += task.selfTime;
  }
  const longTasks = tasks
    .filter((task) => !task.parent && task.duration > 50)
    .map((task) => Math.round(task.duration))
    .sort((a, b) => b - a);
  const firstPaint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts;
  const fromFirstPaint = firstPaint === undefined ? 0 : (firstPaint - processed.timestamps.timeOrigin) / 1000;
  const blockingMs = tasks
    .filter((task) => !task.parent && task.startTime >= fromFirstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  // Layout objects the browser laid out, over every layout of the load: unlike times, the same on any
  // machine, so it shows what drawing far parts only when near (content-visibility) saves.
  /** @param {import('lighthouse').TraceEvent} event */
  const dirtyObjects = (event) =>
    /** @type {{ beginData?: { dirtyObjects?: number } }} */ (event.args).beginData?.dirtyObjects ?? 0;
  const laidOut = trace.traceEvents
    .filter((event) => event.name === 'Layout' && event.ph === 'X')
    .reduce((sum, event) => sum + dirtyObjects(event), 0);
  return { byKind, hydrationMs, longTasks, blockingMs, laidOut };
}

/**
 * Traced loads of each page, `runs` each, taking turns between the sites.
 * @param {import('playwright-core').Browser} browser
 * @param {Record<string, import('./served-site.mjs').ServedSite>} sites By build name.
 * @param {string[]} pages Site paths.
 * @param {number} runs
 * @param {number} [rate] CPU slowdown.
 * @returns {Promise<{ page: string, build: string, samples: MainThreadSample[] }[]>}
 */
export async function measureMainThread(browser, sites, pages, runs, rate = 4) {
  const rows = pages.flatMap((page) =>
    Object.keys(sites).map((build) => ({ page, build, samples: /** @type {MainThreadSample[]} */ ([]) })),
  );
  for (let i = 0; i < runs; i += 1)
    for (const row of rows) row.samples.push(await traceLoad(browser, sites[row.build].url(row.page), rate));
  return rows;
}

/**
 * The report's table: medians over each row's samples; long tasks and element counts of its median
 * load by hydration.
 * @param {{ page: string, build: string, samples: MainThreadSample[] }[]} rows
 * @returns {string[]} Markdown lines.
 */
export function mainThreadTable(rows) {
  return [
    '| page | build | parse | script | of it hydration | style and layout | objects laid out | paint | other | long tasks | blocking after first paint | elements hydrated / served |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(({ page, build, samples }) => {
      const kind = (/** @type {string} */ k) => ms(median(samples.map((s) => s.byKind[k] ?? 0)));
      const middle = [...samples].sort((a, b) => a.hydrationMs - b.hydrationMs)[Math.floor(samples.length / 2)];
      return `| ${page} | ${build} | ${kind('parse')} | ${kind('script')} | ${ms(middle.hydrationMs)} | ${kind('style and layout')} | ${median(samples.map((s) => s.laidOut))} | ${kind('paint')} | ${kind('other')} | ${middle.longTasks.join(', ') || 'none'} | ${ms(median(samples.map((s) => s.blockingMs)))} | ${middle.elements.hydrated} / ${middle.elements.served} |`;
    }),
  ];
}
