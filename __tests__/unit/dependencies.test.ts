import fs from 'fs';

/** Lowest versions free of the advisories found in the tree (see "Dependencies and advisories" in the README). */
const PATCHED: Record<string, string> = {
  'serialize-javascript': '6.0.2',
  prismjs: '1.30.0',
};

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> };

const parts = (version: string) => version.split('.').map((part) => parseInt(part, 10));
function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

describe('installed dependencies (package-lock.json, what npm ci installs)', () => {
  it.each(Object.entries(PATCHED))('has no copy of %s older than %s', (name, minimum) => {
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
    expect(copies.length).toBeGreaterThan(0);
    for (const [path, { version }] of copies) expect({ path, patched: atLeast(version ?? '0', minimum) }).toEqual({ path, patched: true });
  });
});
