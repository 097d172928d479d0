import { spawnSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The bench's slowdown for each benchmark index, from the script itself (an ES module). */
function slowdownsFor(indexes: number[]): number[] {
  const script = `import('./scripts/bench/cpu-slowdown.mjs').then(({ calibratedSlowdown }) =>
    process.stdout.write(JSON.stringify(${JSON.stringify(indexes)}.map(calibratedSlowdown))))`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as number[];
}

describe("the bench's calibrated CPU slowdown", () => {
  it("follows Lighthouse's calculator: 4× only on a machine of about 1,533, less on a slower one, more on a faster one", () => {
    const [low, mid, tier, four, fast] = slowdownsFor([150, 800, 1300, 1533, 2000]);
    expect([low, mid, tier]).toEqual([1, 2, 3]);
    expect(four).toBeCloseTo(4, 2);
    expect(fast).toBeCloseTo(6, 1);
  });

  it('grows with the machine and never goes below 1×', () => {
    const slowdowns = slowdownsFor([50, 150, 500, 1000, 1091, 1512, 2250]);
    expect(slowdowns[0]).toBe(1);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
    expect(new Set(slowdowns).size).toBe(slowdowns.length - 1);
  });
});
