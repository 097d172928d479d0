// The benchmark's report: markdown tables (readable in a terminal, pasteable into the README),
// each budgeted figure marked within (✓) or over (✗ and its budget) the budget.

/**
 * What `npm run bench` measured (scripts/bench/run.mjs). The report leaves out a part that is missing,
 * except the first loads and axe.
 * @typedef {object} BenchResults
 * @property {string} date
 * @property {ReturnType<typeof import('./build-times.mjs').measureBuilds>} [build]
 * @property {Awaited<ReturnType<typeof import('./page-weight.mjs').measurePageWeight>>} pageWeight
 * @property {ReturnType<typeof import('./page-data.mjs').measurePageData>} [pageData]
 * @property {Awaited<ReturnType<typeof import('./axe.mjs').measureAxe>>} axe
 * @property {Awaited<ReturnType<typeof import('./search.mjs').measureSearch>>} [search]
 * @property {Awaited<ReturnType<typeof import('./live-example.mjs').measureLiveExample>>} [liveExample]
 * @property {Awaited<ReturnType<typeof import('./configurator.mjs').measureConfigurator>>} [configurator]
 * @property {Awaited<ReturnType<typeof import('./lighthouse.mjs').runLighthouse>>} [lighthouse]
 * @property {import('./versions.mjs').VersionParity[]} [versions]
 * @property {Awaited<ReturnType<typeof import('./main-thread.mjs').measureMainThread>>} [mainThread]
 * @property {string[]} [overBudget] What overBudget() found, written into bench.json.
 */

import { mainThreadTable } from './main-thread.mjs';
import { kb, ms } from './stats.mjs';

/** @typedef {typeof import('./budgets.json')} Budgets */

/**
 * A figure with its budget mark; `atLeast` for scores, otherwise the budget is a ceiling.
 * @param {string | number} text The figure as shown.
 * @param {number | null | undefined} value The figure compared with the budget; none leaves `text` unmarked.
 * @param {number | undefined} budget
 * @param {{ atLeast?: boolean, show?: (budget: number) => string | number }} [options] `show`: how the budget is written.
 */
function mark(text, value, budget, { atLeast = false, show = (b) => b } = {}) {
  if (budget === undefined || value === undefined || value === null) return text;
  const ok = atLeast ? value >= budget : value <= budget;
  return ok ? `${text} ✓` : `${text} ✗ (${atLeast ? '≥' : '≤'} ${show(budget)})`;
}

/** @type {(header: string[], rows: (string | number | undefined)[][]) => string[]} */
const table = (header, rows) => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];

/**
 * Whether every budgeted figure in the results is within its budget: the figures over it.
 * @param {BenchResults} results
 * @param {Budgets} budgets
 */
export function overBudget(results, budgets) {
  /** @type {string[]} */
  const over = [];
  const { build, lighthouse: lh, firstLoad, axe } = budgets;
  if (results.build) {
    if (results.build.coldSeconds > build.coldSeconds) over.push('cold build');
    if (results.build.warmSeconds > build.warmSeconds) over.push('warm build');
    if (results.build.afterTestSeconds > build.warmSeconds) over.push('build after the tests');
  }
  for (const row of results.lighthouse ?? []) {
    for (const key of /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo']))
      if (row[key] < lh[key]) over.push(`${row.page} ${row.preset} ${key}`);
    for (const key of /** @type {const} */ (['lcpMs', 'tbtMs', 'cls']))
      if (row[key] > lh[key]) over.push(`${row.page} ${row.preset} ${key}`);
  }
  for (const row of results.pageWeight) {
    if ((row.js?.raw ?? 0) > firstLoad.jsBytes) over.push(`${row.page} first-load JS`);
    if ((row.html?.gzip ?? 0) > firstLoad.htmlGzipBytes) over.push(`${row.page} HTML`);
  }
  for (const area of results.pageData?.areas ?? [])
    if (area.overBudget > 0) over.push(`${area.overBudget} ${area.area} page data`);
  for (const row of results.axe)
    if (row.findings.length > axe.seriousOrCritical) over.push(`${row.page} axe ${row.mode} ${row.width}`);
  for (const v of results.search?.versions ?? []) {
    if (v.indexGzip > budgets.search.indexGzipBytes) over.push(`${v.name} search index size`);
    if (v.queryMsP95 > budgets.search.queryMsP95) over.push(`${v.name} search query time`);
  }
  const live = results.liveExample;
  if (live) {
    if (live.filesBeforeRun > 0) over.push('live example files before Run');
    if (live.run.gzip > budgets.liveExample.firstRunGzipBytes) over.push('live example first Run bytes');
    if (live.previewMs > budgets.liveExample.previewMs) over.push('live example preview time');
    if (live.coverage && live.coverage.live < budgets.liveExample.runningPages) over.push('live example coverage');
  }
  const configurator = results.configurator;
  if (configurator) {
    if (configurator.filesBeforeOpen > 0) over.push('configurator files before opening');
    if (configurator.updateMs.median > budgets.configurator.updateMs) over.push('configurator update time');
    if (configurator.coverage && configurator.coverage.configured < budgets.configurator.pages)
      over.push('configurator coverage');
  }
  return over;
}

/**
 * @param {BenchResults} results
 * @param {Budgets} budgets
 */
export function formatReport(results, budgets) {
  const lines = [`Benchmark of ${results.date}`, ''];
  const { build, lighthouse: lh, firstLoad, pageData } = budgets;
  if (results.build) {
    lines.push('## Build', '');
    lines.push(
      ...table(
        ['build', 'seconds'],
        [
          [
            'cold (`npm run clean`, then the build `npm test` makes)',
            mark(results.build.coldSeconds.toFixed(1), results.build.coldSeconds, build.coldSeconds),
          ],
          ...(results.build.afterTestSeconds === undefined
            ? []
            : [
                [
                  '`npm run build` right after the build `npm test` makes',
                  mark(results.build.afterTestSeconds.toFixed(1), results.build.afterTestSeconds, build.warmSeconds),
                ],
              ]),
          [
            `warm, after editing ${results.build.editedGuide}`,
            mark(results.build.warmSeconds.toFixed(1), results.build.warmSeconds, build.warmSeconds),
          ],
        ],
      ),
      '',
    );
  }

  lines.push('## First load (phone viewport, uncompressed; gzip in brackets)', '');
  lines.push(
    ...table(
      [
        'page',
        'requests',
        'HTML',
        'of which inlined CSS',
        'CSS files',
        'JS',
        'data',
        'images',
        'total',
        'DOM elements',
      ],
      results.pageWeight.map((r) => {
        /** @type {(entry: { raw: number, gzip: number } | undefined) => string} */
        const size = (entry) => (entry ? `${kb(entry.raw)} (${kb(entry.gzip)})` : '0');
        return [
          r.page,
          r.requests,
          mark(size(r.html), r.html?.gzip, firstLoad.htmlGzipBytes, { show: kb }),
          kb(r.inlinedCss),
          size(r.css),
          mark(size(r.js), r.js?.raw ?? 0, firstLoad.jsBytes, { show: kb }),
          size(r.data),
          size(r.images),
          size(r.total),
          r.domElements,
        ];
      }),
    ),
    '',
  );

  if (results.pageData) {
    lines.push('## Page data (what a navigation downloads; brotli in brackets)', '');
    lines.push(
      ...table(
        ['area', 'pages', 'median', 'largest', `over ${kb(pageData.bytes)}`],
        results.pageData.areas.map((a) => [
          a.area,
          a.pages,
          mark(`${kb(a.medianRaw)} (${kb(a.medianBr)})`, a.medianRaw, pageData.bytes, { show: kb }),
          `${kb(a.maxRaw)} (${kb(a.maxBr)}), ${a.largest}`,
          a.overBudget,
        ]),
      ),
      '',
    );
    const shared = results.pageData.shared.map((s) => `${s.file} ${kb(s.raw)} (${kb(s.br ?? 0)})`).join(', ');
    lines.push(`Shared static query results, downloaded once per visit: ${shared}.`, '');
  }

  if (results.lighthouse) {
    lines.push('## Lighthouse (medians of 3)', '');
    lines.push(
      ...table(
        ['page', 'preset', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'audits under 0.9'],
        results.lighthouse.map((r) => [
          r.page,
          r.preset,
          mark(r.performance, r.performance, lh.performance, { atLeast: true }),
          mark(r.accessibility, r.accessibility, lh.accessibility, { atLeast: true }),
          mark(r.bestPractices, r.bestPractices, lh.bestPractices, { atLeast: true }),
          mark(r.seo, r.seo, lh.seo, { atLeast: true }),
          mark(ms(r.lcpMs), r.lcpMs, lh.lcpMs, { show: ms }),
          mark(ms(r.tbtMs), r.tbtMs, lh.tbtMs, { show: ms }),
          mark(r.cls.toFixed(3), r.cls, lh.cls),
          r.failing.join(', ') || '–',
        ]),
      ),
      '',
    );
  }

  if (results.mainThread) {
    lines.push('## Main thread (component pages, 4× CPU slowdown, a performance trace of each load)', '');
    lines.push(...mainThreadTable(results.mainThread), '');
  }

  lines.push('## axe-core (serious and critical findings)', '');
  const modes = [...new Set(results.axe.map((r) => `${r.mode} ${r.width}`))];
  const pages = [...new Set(results.axe.map((r) => r.page))];
  lines.push(
    ...table(
      ['page', ...modes],
      pages.map((page) => [
        page,
        ...modes.map((m) => {
          // Every page was checked in every mode and width.
          const row = /** @type {BenchResults['axe'][number]} */ (
            results.axe.find((r) => r.page === page && `${r.mode} ${r.width}` === m)
          );
          return mark(String(row.findings.length), row.findings.length, budgets.axe.seriousOrCritical);
        }),
      ]),
    ),
    '',
  );
  const findings = results.axe.flatMap((r) => r.findings.map((f) => `- ${r.page} (${r.mode}, ${r.width}): ${f}`));
  if (findings.length) lines.push(...findings, '');

  const s = results.search;
  if (s) {
    /** @type {(n: number, of: number) => string} */
    const share = (n, of) => `${n}/${of} (${((100 * n) / of).toFixed(0)}%)`;
    const ready = mark(ms(s.indexReadyMs), s.indexReadyMs, budgets.search.indexReadyMs, { show: ms });
    lines.push('## Search (local index)', '');
    lines.push(
      ...table(
        ['figure', ...s.versions.map((v) => v.name)],
        [
          [
            'index download',
            ...s.versions.map((v) =>
              mark(`${kb(v.indexBytes)} (${kb(v.indexGzip)} gzip)`, v.indexGzip, budgets.search.indexGzipBytes, {
                show: kb,
              }),
            ),
          ],
          ['relevance set: right first', ...s.versions.map((v) => share(v.firstRight, v.questions))],
          ['relevance set: in the top three', ...s.versions.map((v) => share(v.inTopThree, v.questions))],
          ["readers' set: right first", ...s.versions.map((v) => share(v.readers.firstRight, v.readers.questions))],
          [
            "readers' set: in the top three",
            ...s.versions.map((v) => share(v.readers.inTopThree, v.readers.questions)),
          ],
          ["readers' set: right page first", ...s.versions.map((v) => share(v.readers.pageFirst, v.readers.questions))],
          ...['tuning', 'hold-out'].map((half, i) => [
            `readers' set, ${half} half: right first / right page first`,
            ...s.versions.map((v) => {
              const h = v.readers.halves[i];
              return `${share(h.firstRight, h.questions)} / ${share(h.pageFirst, h.questions)}`;
            }),
          ]),
          [
            'fresh set, collected blind: right page first (both: tuning / hold-out)',
            ...s.versions.map(
              (v) =>
                `${share(v.fresh.pageFirst, v.fresh.questions)}: ${v.fresh.halves.map((h) => share(h.pageFirst, h.questions)).join(' / ')}`,
            ),
          ],
          [
            "readers' set: the answer has the most of the query's words",
            ...s.versions.map((v) => share(v.readers.withTheMostWords, v.readers.questions)),
          ],
          [
            'query time p95',
            ...s.versions.map((v) =>
              mark(`${v.queryMsP95.toFixed(1)} ms`, v.queryMsP95, budgets.search.queryMsP95, {
                show: (b) => `${b} ms`,
              }),
            ),
          ],
        ],
      ),
      '',
      `Index ready after download (the version at /docs/, median of 5 pages): ${ready}`,
      '',
    );
    const { versions } = s;
    /** @param {string} title @param {(v: (typeof versions)[number]) => typeof v.kinds} kindsOf */
    const perKind = (title, kindsOf) => {
      const kinds = [...new Set(versions.flatMap((v) => kindsOf(v).map((k) => k.kind)))];
      lines.push(
        `${title}, per kind of question (right first / in the top three / asked):`,
        '',
        ...table(
          ['kind', ...versions.map((v) => v.name)],
          kinds.map((kind) => [
            kind,
            ...versions.map((v) => {
              const k = kindsOf(v).find((candidate) => candidate.kind === kind);
              return k ? `${k.firstRight} / ${k.inTopThree} / ${k.questions}` : '–';
            }),
          ]),
        ),
        '',
      );
    };
    perKind('Relevance set', (v) => v.kinds);
    perKind("Readers' set (questions from the issue tracker)", (v) => v.readers.kinds);
    for (const v of s.versions)
      if (v.missedFirst.length) lines.push(`Not first on ${v.name}: ${v.missedFirst.join('; ')}`, '');
  }

  const live = results.liveExample;
  if (live) {
    /** @type {(m: { raw: number, gzip: number, requests: number }) => string} */
    const bytes = (m) => `${kb(m.raw)} (${kb(m.gzip)} gzip) in ${m.requests} requests`;
    const budget = budgets.liveExample;
    lines.push('## Live example (Button page, reached in-app)', '');
    lines.push(
      ...table(
        ['figure', 'value'],
        [
          ['live-example files loaded before Run', mark(String(live.filesBeforeRun), live.filesBeforeRun, 0)],
          ...Object.entries(live.files).map(([name, size]) => [
            name,
            `${kb(size.gzip)} gzip (${kb(size.raw)}${size.files > 1 ? `, ${size.files} files` : ''})`,
          ]),
          [
            'first Run downloads',
            mark(bytes(live.run), live.run.gzip, budget.firstRunGzipBytes, { show: (b) => `${kb(b)} gzip` }),
          ],
          [
            'preview shows after Run (loopback)',
            mark(ms(live.previewMs), live.previewMs, budget.previewMs, { show: (b) => `${b} ms` }),
          ],
          ['first edit downloads', bytes(live.compiler)],
          [
            'component pages whose usage example runs, reached in-app',
            live.coverage
              ? mark(
                  `${live.coverage.live} of ${live.coverage.total} (last \`npm test\`, ${live.coverage.measuredAt.slice(0, 10)})`,
                  live.coverage.live,
                  budget.runningPages,
                  { atLeast: true },
                )
              : 'not measured: run `npm test` first',
          ],
        ],
      ),
      '',
    );
  }
  if (results.versions?.length) {
    lines.push('## Docs versions (component pages, each reached in-app by the last `npm test`)', '');
    lines.push(
      ...table(
        ['version', 'pages', 'usage example runs', 'configurator', 'own screenshots', 'theme colours table'],
        results.versions.map((v) => [v.version, v.total, v.live, v.configurator, v.screenshots, v.themeColors]),
      ),
      '',
    );
  }
  const configurator = results.configurator;
  if (configurator) {
    const budget = budgets.configurator;
    const { chunk, updateMs, coverage } = configurator;
    lines.push('## Props configurator (Button page, reached in-app)', '');
    lines.push(
      ...table(
        ['figure', 'value'],
        [
          [
            'configurator files loaded before it is opened',
            mark(String(configurator.filesBeforeOpen), configurator.filesBeforeOpen, 0),
          ],
          ['chunk group configurator', `${kb(chunk.gzip)} gzip (${kb(chunk.raw)}, ${chunk.files} files)`],
          [
            'control change to preview rendered (loopback, median of 10)',
            `${mark(ms(updateMs.median), updateMs.median, budget.updateMs, { show: (b) => `${b} ms` })}, slowest ${ms(updateMs.max)}`,
          ],
          [
            'component pages with a configurator, reached in-app',
            coverage
              ? mark(
                  `${coverage.configured} of ${coverage.total} (last \`npm test\`, ${coverage.measuredAt.slice(0, 10)})`,
                  coverage.configured,
                  budget.pages,
                  { atLeast: true },
                )
              : 'not measured: run `npm test` first',
          ],
        ],
      ),
      '',
    );
  }
  return lines.join('\n');
}
