// The whole test suite: builds the site once (the build deploy.yml publishes), type-checks and
// lints the project, then runs the unit, build and browser tests against that one build, and
// prints "N passed, N failed" (the type check, the lint and the format check count as one test each).
//   SKIP_BUILD=1 npm test     reuse the existing public/ (while iterating)
//   npm test -- <jest args>   e.g. --selectProjects unit
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** @type {(command: string, args: string[], env?: Record<string, string>) => import('node:child_process').SpawnSyncReturns<Buffer>} */
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env } });

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `Chromium is missing at ${path}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get install chromium)…");
  if (run('apt-get', ['update']).status !== 0 || run('apt-get', ['install', '-y', 'chromium']).status !== 0) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}

const jestArgs = process.argv.slice(2);
const onlyUnit = jestArgs.join(' ').includes('--selectProjects unit');
if (!onlyUnit) ensureChromium();

if (process.env.SKIP_BUILD !== '1' && !onlyUnit) {
  // `npm run build`'s script and build: warm when the cache is sound, clean after a stylesheet or
  // dependency change. The tests run against the build that is published (deploy.yml).
  const build = run('node', ['scripts/build.mjs']);
  if (build.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(build.status ?? 1);
  }
}

// After the build, so the type check sees the query types it has just generated. Only for the
// whole suite: `npm test -- <jest args>` runs just those tests.
const checks =
  jestArgs.length > 0
    ? []
    : [
        run('npx', ['tsc', '--noEmit']),
        run('npx', ['eslint', '.', '--max-warnings=0']),
        run('npx', ['prettier', '--check', '.', '--log-level=warn']),
      ];
const checksFailed = checks.filter((check) => check.status !== 0).length;

fs.mkdirSync('test-results', { recursive: true });
const resultsFile = 'test-results/jest.json';
fs.rmSync(resultsFile, { force: true });
const jest = run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...jestArgs]);

let passed = checks.length - checksFailed;
let failed = checksFailed;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  // A suite that fails to load counts as a failure even though no test in it ran.
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
} else {
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(checksFailed > 0 ? 1 : (jest.status ?? 1));
