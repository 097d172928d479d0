import fs from 'fs';
import os from 'os';
import path from 'path';
const { countResults, slowestFiles } = require('../../scripts/test/results');
const { timingReport } = require('../../scripts/test/timing-report');
const { phaseCpuSeconds } = require('../../scripts/test/cpu');

// `npm test`'s last lines: one pass/fail count over both runners and the checks, and where the time went.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-results-'));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
};
const files = {
  unit: write('unit.json', {
    numPassedTests: 10,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 1,
    testResults: [{ name: `${process.cwd()}/__tests__/unit/a.test.ts`, startTime: 0, endTime: 4000 }],
  }),
  browser: write('browser.json', {
    stats: { expected: 5, unexpected: 2, flaky: 0, skipped: 0 },
    suites: [
      {
        file: 'search.test.ts',
        specs: [{ tests: [{ results: [{ duration: 3000 }] }] }],
        suites: [{ specs: [{ tests: [{ results: [{ duration: 9000 }] }] }] }],
      },
    ],
  }),
  'build-tests': path.join(dir, 'missing.json'),
};
const phase = (name: string, status: number) => ({ name, start: 0, seconds: 1, status });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the test suite's summary", () => {
  it('counts both runners, a suite that failed to load, and each check as one test', () => {
    const ran = [phase('unit', 1), phase('browser', 1), phase('lint', 0), phase('typecheck', 1)];
    expect(countResults(ran, files, { buildFailed: false })).toEqual({ passed: 16, failed: 5 });
  });

  it('counts a runner that stopped before its tests, and a failed build, as failures', () => {
    const ran = [phase('build-tests', 1)];
    expect(countResults(ran, files, { buildFailed: true })).toEqual({ passed: 0, failed: 2 });
  });

  it("lists the slowest files of both runners, a browser file's time summed over its tests", () => {
    expect(slowestFiles(files, 2)).toEqual([
      ['__tests__/e2e/search.test.ts', 12, 'Playwright (worker time)'],
      ['__tests__/unit/a.test.ts', 4, 'Jest unit'],
    ]);
    const report = timingReport(
      [
        { ...phase('unit', 0), cpu: 95.4 },
        { ...phase('build', 1), seconds: 200 },
      ],
      slowestFiles(files, 1),
      250,
      { cores: 2, busy: 440.4 },
    );
    expect(report).toContain("wall time 250 s; the machine's 2 cores busy 440 s of 500 s");
    expect(report).toContain('| build | 0 s | 200 s | – | failed |');
    expect(report).toContain('| 95 s | passed |');
    expect(report).toContain('| __tests__/e2e/search.test.ts | 12 s | Playwright (worker time) |');
  });
});

describe("a phase's CPU time, as GNU time wrote it", () => {
  const timeFile = (text: string) => {
    const file = path.join(dir, 'phase.cpu');
    fs.writeFileSync(file, text);
    return file;
  };

  it('adds user and system seconds, also after the line GNU time writes for a failed command', () => {
    expect(phaseCpuSeconds(timeFile('12.50 3.25\n'))).toBeCloseTo(15.75);
    expect(phaseCpuSeconds(timeFile('Command exited with non-zero status 1\n40.10 2.00\n'))).toBeCloseTo(42.1);
  });

  it('is unknown where there is no file or no figures in it', () => {
    expect(phaseCpuSeconds(path.join(dir, 'none.cpu'))).toBeUndefined();
    expect(phaseCpuSeconds(timeFile('Command terminated by signal 9\n'))).toBeUndefined();
  });
});
