// Reads the two runners' JSON reports: Jest's (--json) and Playwright's (its json reporter).
const fs = require('node:fs');

const CHECKS = ['lint', 'format', 'typecheck'];
/** @typedef {{ name: string, start: number, seconds: number, cpu?: number, status: number }} PhaseRun */
/** @typedef {Record<string, string>} ResultFiles the JSON report of each runner phase, by phase */

/** @type {(file: string | undefined) => any} */
const readJson = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/**
 * Passed and failed tests of the phases that ran: each check counts as one test, each runner its tests.
 * @param {PhaseRun[]} ran
 * @param {ResultFiles} files
 * @param {{ buildFailed: boolean }} options
 */
function countResults(ran, files, { buildFailed }) {
  let passed = 0;
  let failed = buildFailed ? 1 : 0;
  for (const { name, status } of ran) {
    if (CHECKS.includes(name)) {
      if (status === 0) passed += 1;
      else failed += 1;
      continue;
    }
    if (!files[name]) continue;
    const report = readJson(files[name]);
    const counts = report?.stats
      ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky }
      : report
        ? { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites }
        : { passed: 0, failed: 0 };
    passed += counts.passed;
    // A runner that stopped before its tests (a broken config, a global setup that threw) is a failure too.
    failed += counts.failed > 0 || status === 0 ? counts.failed : 1;
  }
  return { passed, failed };
}

/**
 * Every Playwright spec in a suite tree, with the file it is in.
 * @param {any} suite
 * @param {string} [file]
 * @returns {Generator<{ file: string, spec: any }>}
 */
function* specsOf(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) yield { file: spec.file ?? file, spec };
  for (const child of suite.suites ?? []) yield* specsOf(child, child.file ?? file);
}

/**
 * The slowest test files of both runners: [file, seconds, runner], slowest first.
 * @param {ResultFiles} files
 * @param {number} count
 * @returns {[string, number, string][]}
 */
function slowestFiles(files, count) {
  /** @type {[string, number, string][]} */
  const rows = [];
  for (const name of ['unit', 'build-tests', 'promotion', 'rehearsal']) {
    for (const result of readJson(files[name])?.testResults ?? [])
      rows.push([
        result.name.replace(`${process.cwd()}/`, ''),
        (result.endTime - result.startTime) / 1000,
        `Jest ${name}`,
      ]);
  }
  /** @type {Map<string, number>} */
  const perFile = new Map();
  for (const suite of ['browser', 'develop'].flatMap((name) => readJson(files[name])?.suites ?? []))
    for (const { file, spec } of specsOf(suite))
      for (const test of spec.tests)
        for (const result of test.results) perFile.set(file, (perFile.get(file) ?? 0) + result.duration / 1000);
  // Playwright names files from its testDir.
  for (const [file, seconds] of perFile) rows.push([`__tests__/e2e/${file}`, seconds, 'Playwright (worker time)']);
  return rows.sort((a, b) => b[1] - a[1]).slice(0, count);
}

module.exports = { countResults, slowestFiles };
