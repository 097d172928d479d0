// The `rehearsal` phase of `npm test`: the tests, unchanged, in the copy of the project the promotion
// phase left at REHEARSAL_DIR (the next version promoted, the next major started with
// `npm run version:cut`, built). Tests that know today's versions by heart fail here. The copy is
// removed afterwards. Usage: node scripts/test/rehearsal.mjs <Jest's JSON report file>
//
// It runs the tests that can tell this project from the rehearsal, as Jest's dependency graph finds
// them (`--findRelatedTests`): the build tests that read the built site, and the unit tests that read
// the site's own config through any import. The other unit tests run on made-up fixtures, and the
// build tests that build copies of their own (they import helpers/site-copy.ts: the promotion test,
// the content and config mistakes) run Gatsby on a copy of whatever project they are in; neither
// reads the rehearsal's versions or its built pages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = process.env.REHEARSAL_DIR;
const report = path.resolve(process.argv[2] ?? 'test-results/jest-rehearsal.json');
// The promotion test leaves this file (REHEARSAL_BUILT in __tests__/helpers/rehearsal.ts) once the copy has built.
if (!dir || !fs.existsSync(path.join(dir, '.rehearsal-built'))) {
  console.error(
    `No built rehearsal at ${dir ?? '(REHEARSAL_DIR is not set)'}: the promotion phase builds it, and failed or did not run.`,
  );
  process.exit(1);
}

/** The test files Jest would run in the copy with these options. @param {string[]} options */
function testFiles(...options) {
  const listed = spawnSync('npx', ['jest', '--listTests', ...options], { cwd: dir, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`jest --listTests ${options.join(' ')} failed:\n${listed.stderr}`);
  return listed.stdout.split('\n').filter((line) => line.endsWith('.test.ts'));
}

const ownBuilds = new Set(
  testFiles('--selectProjects', 'build', '--findRelatedTests', '__tests__/helpers/site-copy.ts'),
);
const files = [
  ...testFiles('--selectProjects', 'unit', '--findRelatedTests', 'site.config.ts'),
  ...testFiles('--selectProjects', 'build').filter((file) => !ownBuilds.has(file)),
];
console.log(
  `The rehearsal runs ${files.length} test files: the build tests that read the built site, and the unit tests that read site.config.ts.`,
);
const jest = spawnSync(
  'npx',
  [
    'jest',
    ...['--selectProjects', 'unit', 'build'],
    // Jest leaves a core free by default; this phase runs last, mostly alone, so it takes them all.
    `--maxWorkers=${os.availableParallelism()}`,
    ...['--json', `--outputFile=${report}`],
    ...['--runTestsByPath', ...files],
  ],
  { cwd: dir, stdio: 'inherit' },
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(jest.status ?? 1);
