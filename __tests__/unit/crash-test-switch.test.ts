import fs from 'fs';

const loadCrashTest = (value: string | undefined) => {
  const previous = process.env.GATSBY_CRASH_TEST;
  if (value === undefined) delete process.env.GATSBY_CRASH_TEST;
  else process.env.GATSBY_CRASH_TEST = value;
  try {
    let loaded: unknown;
    jest.isolateModules(() => {
      loaded = require('../../src/layout/CrashBoundary/CrashTest').default;
    });
    return loaded;
  } finally {
    if (previous === undefined) delete process.env.GATSBY_CRASH_TEST;
    else process.env.GATSBY_CRASH_TEST = previous;
  }
};

describe('the ?crash-test switch', () => {
  it('exists only when the build sets GATSBY_CRASH_TEST=1', () => {
    expect(loadCrashTest('1')).toEqual(expect.any(Function));
    expect(loadCrashTest('0')).toBeNull();
    expect(loadCrashTest(undefined)).toBeNull();
  });

  it('is off in every production build that does not ask for it, so webpack sees a constant and drops it', () => {
    expect(fs.readFileSync('.env.production', 'utf8')).toMatch(/^GATSBY_CRASH_TEST=0$/m);
  });

  it('is on in the test build only', () => {
    expect(fs.readFileSync('scripts/test.mjs', 'utf8')).toMatch(
      /\['scripts\/build\.mjs'\], \{ GATSBY_CRASH_TEST: '1' \}/,
    );
    const workflow = fs.readFileSync('.github/workflows/deploy.yml', 'utf8');
    expect(workflow).not.toMatch(/GATSBY_CRASH_TEST\s*[:=]/);
  });
});
