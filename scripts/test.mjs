// The whole test suite, `npm test`: builds the site once (the build deploy.yml publishes), then runs
// every check against that one build, in two lanes so the machine's cores stay busy:
//   while the site builds:      unit tests, then lint, then the format check
//   once it is built:           browser tests (Playwright), then `gatsby develop`'s  |  type check,
//                               build tests (Jest), then the release-day test (Gatsby builds of a copy),
//                               then the tests that read its versions or pages in that copy (the rehearsal)
// It prints "N passed, N failed" (the type check, the lint and the format check count as one test
// each), then each phase's wall time and the slowest test files, also kept in test-results/timing.md.
// Each phase's output is in test-results/logs/; a failing phase's output is printed at the end.
//   npm test -- --skip-build        reuse the existing public/ (also SKIP_BUILD=1)
//   npm test -- --phase unit ...    run only the named phases (build, unit, lint, format, typecheck,
//                                   build-tests, promotion, rehearsal, browser, develop)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './test/chromium-install.js';
import { countResults, slowestFiles } from './test/results.js';
import { timingReport } from './test/timing-report.js';
import { machineBusySeconds, phaseCpuSeconds } from './test/cpu.js';

const PHASES = [
  ...['build', 'unit', 'lint', 'format', 'typecheck', 'build-tests'],
  ...['promotion', 'rehearsal', 'browser', 'develop'],
];
const { values: options } = parseArgs({
  options: { 'skip-build': { type: 'boolean' }, phase: { type: 'string', multiple: true } },
});
const unknown = (options.phase ?? []).filter((name) => !PHASES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown phase: ${unknown.join(', ')}. The phases are ${PHASES.join(', ')}.`);
  process.exit(2);
}
const skipBuild = options['skip-build'] || process.env.SKIP_BUILD === '1';
const selected = new Set((options.phase ?? PHASES).filter((name) => !(name === 'build' && skipBuild)));

const LOGS = 'test-results/logs';
fs.mkdirSync(LOGS, { recursive: true });
const RESULTS = {
  unit: 'test-results/jest-unit.json',
  'build-tests': 'test-results/jest-build.json',
  promotion: 'test-results/jest-promotion.json',
  rehearsal: 'test-results/jest-rehearsal.json',
  browser: 'test-results/browser.json',
  develop: 'test-results/develop.json',
};
for (const file of Object.values(RESULTS)) fs.rmSync(file, { force: true });

const PROMOTION_TEST = '__tests__/build/promotion.test.ts';
/** @param {string} project @param {string} results @param {string[]} [paths] (before the array option) */
const jest = (project, results, paths = []) => [
  ...['npx', 'jest', ...paths, '--selectProjects', project],
  ...['--json', `--outputFile=${results}`],
];
const COMMANDS = {
  build: ['node', 'scripts/build.mjs'],
  unit: jest('unit', RESULTS.unit),
  lint: ['npx', 'eslint', '.', '--max-warnings=0'],
  format: ['npx', 'prettier', '--check', '.', '--log-level=warn'],
  // After the build, so the type check sees the query types it has just generated.
  typecheck: ['npx', 'tsc', '--noEmit'],
  'build-tests': [...jest('build', RESULTS['build-tests']), `--testPathIgnorePatterns=${PROMOTION_TEST}`],
  promotion: jest('build', RESULTS.promotion, [PROMOTION_TEST]),
  rehearsal: ['node', 'scripts/test/rehearsal.mjs', RESULTS.rehearsal],
  browser: ['npx', 'playwright', 'test', '--project=site'],
  develop: ['npx', 'playwright', 'test', '--project=develop'],
};
// The promotion phase leaves its built copy here for the rehearsal phase, which removes it.
const REHEARSAL_DIR = path.join(os.tmpdir(), 'rnp-docs-rehearsal');
/** @type {Partial<Record<Phase, Record<string, string>>>} */
const ENV = {
  promotion: { REHEARSAL_DIR },
  rehearsal: { REHEARSAL_DIR },
  browser: { BROWSER_REPORT: RESULTS.browser },
  develop: { BROWSER_REPORT: RESULTS.develop },
};

const HAS_TIME = fs.existsSync('/usr/bin/time');
const started = Date.now();
const busyAtStart = machineBusySeconds();
/** @type {import('./test/results.js').PhaseRun[]} */
const ran = [];

/** @typedef {keyof typeof COMMANDS} Phase */

/**
 * Runs a phase with its output in its log file; resolves with its exit status (0 when skipped).
 * @param {Phase} name
 * @returns {Promise<number>}
 */
function phase(name) {
  if (!selected.has(name)) return Promise.resolve(0);
  const cpuFile = `${LOGS}/${name}.cpu`;
  fs.rmSync(cpuFile, { force: true });
  // GNU time, where the machine has it, adds up the CPU time of the phase and every process it waited for.
  const [command, ...args] = HAS_TIME
    ? ['/usr/bin/time', '-f', '%U %S', '-o', cpuFile, ...COMMANDS[name]]
    : COMMANDS[name];
  const log = fs.openSync(`${LOGS}/${name}.log`, 'w');
  const start = Date.now();
  console.log(`▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...ENV[name] },
    });
    child.on('close', (code) => {
      fs.closeSync(log);
      const status = code ?? 1;
      const seconds = (Date.now() - start) / 1000;
      ran.push({ name, start: (start - started) / 1000, seconds, cpu: phaseCpuSeconds(cpuFile), status });
      console.log(`${status === 0 ? '✔' : '✘'} ${name} (${Math.round(seconds)} s)`);
      resolve(status);
    });
  });
}

/** Runs the phases one after another. @param {Phase[]} names */
const lane = async (...names) => {
  for (const name of names) await phase(name);
};

if (selected.has('browser')) ensureChromium();
const whileBuilding = lane('unit', 'lint', 'format');
const buildStatus = await phase('build');
const onceBuilt =
  buildStatus === 0 ? [lane('browser', 'develop'), lane('typecheck', 'build-tests', 'promotion', 'rehearsal')] : [];
await Promise.all([whileBuilding, ...onceBuilt]);

const failedPhases = ran.filter((entry) => entry.status !== 0);
for (const { name } of failedPhases) {
  const output = fs.readFileSync(`${LOGS}/${name}.log`, 'utf8').split('\n');
  console.log(`\n──── ${name} failed; its output${output.length > 2000 ? ' (the last 2,000 lines)' : ''}:`);
  console.log(output.slice(-2000).join('\n'));
}

const { passed, failed } = countResults(ran, RESULTS, { buildFailed: buildStatus !== 0 });
console.log(`\n${passed} passed, ${failed} failed`);
const busyAtEnd = machineBusySeconds();
const machine =
  busyAtStart === undefined || busyAtEnd === undefined
    ? undefined
    : { cores: os.availableParallelism(), busy: busyAtEnd - busyAtStart };
const report = timingReport(ran, slowestFiles(RESULTS, 15), (Date.now() - started) / 1000, machine);
fs.writeFileSync('test-results/timing.md', report);
console.log(`\n${report}`);
process.exit(failed > 0 ? 1 : 0);
