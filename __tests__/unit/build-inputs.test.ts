import fs from 'fs';
import os from 'os';
import path from 'path';
const { buildOverCache, reasonToStartClean, recordBuildInputs } = require('../../scripts/build/build-inputs');

// `npm run build` keeps Gatsby's cache unless what it was made from changed. Here Gatsby is a pair of
// functions that do to a temporary .cache what Gatsby does: `clean` deletes it; `build` empties it when
// it finds no saved state (as after a clean), records the inputs as the site's onPreBootstrap does,
// saves its state and returns the status it is given.
let dir: string;
let cacheDir: string;
let stamp: string;
const paths = () => ({ cacheDir, stamp });
const inputs = { stylesheets: 'css-1', versions: 'versions-1' };

function fakeGatsby(status: number) {
  const calls: string[] = [];
  const savedState = () => path.join(cacheDir, 'redux', 'state');
  return {
    calls,
    clean: () => (calls.push('clean'), fs.rmSync(cacheDir, { recursive: true, force: true }), 0),
    build: (env: Record<string, string>) => {
      calls.push('build');
      if (!fs.existsSync(savedState())) fs.rmSync(cacheDir, { recursive: true, force: true });
      recordBuildInputs(env, stamp);
      fs.mkdirSync(path.dirname(savedState()), { recursive: true });
      fs.writeFileSync(savedState(), 'pages and queries');
      return status;
    },
  };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  cacheDir = path.join(dir, '.cache');
  stamp = path.join(cacheDir, 'build-inputs.json');
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

it('keeps the cache after a build that failed once it had started clean, so the fix builds warm', () => {
  // The last good build was made before a stylesheet changed.
  fs.mkdirSync(cacheDir);
  fs.writeFileSync(stamp, JSON.stringify({ ...inputs, stylesheets: 'css-0' }));
  const failing = fakeGatsby(1);
  expect(buildOverCache(inputs, failing, paths())).toBe(1);
  expect(failing.calls).toEqual(['clean', 'build']);

  const fixed = fakeGatsby(0);
  expect(buildOverCache(inputs, fixed, paths())).toBe(0);
  expect(fixed.calls).toEqual(['build']);
  expect(fs.readFileSync(path.join(cacheDir, 'redux', 'state'), 'utf8')).toBe('pages and queries');
});

it('starts clean when the stylesheets, the docs versions or the record of them changed', () => {
  fs.mkdirSync(cacheDir);
  expect(reasonToStartClean(inputs, paths())).toBe('No record of what the cached build was made from: starting clean.');
  fs.writeFileSync(stamp, JSON.stringify({ ...inputs, stylesheets: 'css-0' }));
  expect(reasonToStartClean(inputs, paths())).toMatch(/^Stylesheets or dependencies changed/);
  fs.writeFileSync(stamp, JSON.stringify({ ...inputs, versions: 'versions-0' }));
  expect(reasonToStartClean(inputs, paths())).toMatch(/^The docs versions in site\.config\.ts changed/);
  fs.writeFileSync(stamp, JSON.stringify(inputs));
  expect(reasonToStartClean(inputs, paths())).toBeNull();
});

it('builds without cleaning when there is no cache, and records what it built from', () => {
  const gatsby = fakeGatsby(0);
  expect(buildOverCache(inputs, gatsby, paths())).toBe(0);
  expect(gatsby.calls).toEqual(['build']);
  expect(JSON.parse(fs.readFileSync(stamp, 'utf8'))).toEqual(inputs);
});

it('does not build when the clean fails', () => {
  fs.mkdirSync(cacheDir);
  const build = jest.fn(() => 0);
  expect(buildOverCache(inputs, { clean: () => 2, build }, paths())).toBe(2);
  expect(build).not.toHaveBeenCalled();
});

it('records nothing for a Gatsby the build script did not start (gatsby develop, a bare gatsby build)', () => {
  recordBuildInputs({}, stamp);
  expect(fs.existsSync(stamp)).toBe(false);
});
