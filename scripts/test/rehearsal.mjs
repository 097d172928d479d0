// The `rehearsal` phase of `npm test`: the unit and build tests, unchanged, in the copy of the project
// the promotion phase left at REHEARSAL_DIR (the next version promoted, the next major started with
// `npm run version:cut`, built). Tests that know today's versions by heart fail here. The copy is
// removed afterwards. Usage: node scripts/test/rehearsal.mjs <Jest's JSON report file>
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
const jest = spawnSync(
  'npx',
  [
    'jest',
    ...['--selectProjects', 'unit', 'build'],
    '--testPathIgnorePatterns=__tests__/build/promotion.test.ts',
    // Jest leaves a core free by default; this phase runs last, mostly alone, so it takes them all.
    `--maxWorkers=${os.availableParallelism()}`,
    ...['--json', `--outputFile=${report}`],
  ],
  { cwd: dir, stdio: 'inherit' },
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(jest.status ?? 1);
