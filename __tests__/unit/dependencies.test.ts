import fs from 'fs';

/**
 * The advisories the `overrides` in package.json answer, each with the first version that fixes it
 * (see "Dependencies and advisories" in the README). Every copy in the lock file must be at least
 * that version, whatever range the override asks for.
 */
const ADVISORIES: Record<string, { advisory: string; fixedIn: string }> = {
  'serialize-javascript': { advisory: 'GHSA-5c6j-r48x-rmvq', fixedIn: '7.0.3' },
  prismjs: { advisory: 'GHSA-x7hr-w5r2-h6wg', fixedIn: '1.30.0' },
  tmp: { advisory: 'GHSA-52f5-9888-hmc6', fixedIn: '0.2.4' },
  cookie: { advisory: 'GHSA-pxg6-pf52-xh8x', fixedIn: '0.7.0' },
};

/** Overrides that pin a package for another reason (see gatsby/README.md, Traps): no advisory to check. */
const PINNED_FOR_INSTALLS = ['sharp', 'msgpackr-extract', 'third-party-web', 'rollup'];

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const overrides = Object.keys(
  (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { overrides: Record<string, string> }).overrides,
);

const parts = (version: string) => version.split('.').map((part) => parseInt(part, 10));
function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

describe('installed dependencies (package-lock.json, what npm ci installs)', () => {
  it.each(Object.entries(ADVISORIES))('has no copy of %s from before the fix of its advisory', (name, { fixedIn }) => {
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
    expect(copies.length).toBeGreaterThan(0);
    for (const [path, { version }] of copies)
      expect({ path, version, fixed: atLeast(version ?? '0', fixedIn) }).toEqual({ path, version, fixed: true });
  });

  it('names the reason for every override: an advisory it answers, or a pin that keeps npm ci working', () => {
    expect(overrides.filter((name) => !Object.hasOwn(ADVISORIES, name) && !PINNED_FOR_INSTALLS.includes(name))).toEqual(
      [],
    );
    expect(Object.keys(ADVISORIES).filter((name) => !overrides.includes(name))).toEqual([]);
  });
});
