import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
const { publishableFiles, copyPublishable } = require('../../scripts/publishable.js');

const SCRIPT = path.join(__dirname, '../../scripts/publishable.js');

// A small built site: what readers load, and what only the build uses.
const READER_FILES = [
  '404.html',
  'app-0123456789abcdef0123.js',
  'app-0123456789abcdef0123.js.LICENSE.txt',
  'app-0123456789abcdef0123.js.br',
  'app-data.json',
  'build.json',
  'docs/guides/theming/index.html',
  'docs/guides/theming/index.html.gz',
  'index.html',
  'page-chunks.json',
  'page-data/docs/page-data.json',
  'sitemap-0.xml',
  'static/logo-0a1b2c.svg',
  'styles.0123456789abcdef0123.css',
  'sw.js',
  '~partytown/partytown.js',
];
const BUILD_ONLY_FILES = [
  'app-0123456789abcdef0123.js.map',
  'app-0123456789abcdef0123.js.map.br',
  'app-0123456789abcdef0123.js.map.gz',
  'styles.0123456789abcdef0123.css.map',
  'webpack.stats.json',
  'webpack.stats.json.gz',
  'chunk-map.json',
  'chunk-map.json.br',
  '_gatsby/slices/_gatsby-scripts-1.html',
  '_gatsby/slices/_gatsby-scripts-1.html.br',
];

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publishable-test-'));
  temporary.push(dir);
  return dir;
};

function builtSite() {
  const dir = tempDir();
  for (const file of [...READER_FILES, ...BUILD_ONLY_FILES]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `the bytes of ${file}\n`);
  }
  return dir;
}

afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe('publishableFiles', () => {
  it('lists what readers load and leaves out source maps, stats and slices with their compressed copies', () => {
    expect(publishableFiles(builtSite())).toEqual([...READER_FILES].sort());
  });

  it('refuses a symlink rather than publish what it points to', () => {
    const dir = builtSite();
    fs.symlinkSync(os.tmpdir(), path.join(dir, 'elsewhere'));
    expect(() => publishableFiles(dir)).toThrow(`${path.join(dir, 'elsewhere')} is neither a file nor a folder`);
  });
});

describe('copyPublishable', () => {
  it('copies the publishable files byte for byte, folders included, and nothing else', () => {
    const from = builtSite();
    const to = path.join(tempDir(), 'site');
    expect(copyPublishable(from, to)).toEqual([...READER_FILES].sort());
    expect(publishableFiles(to)).toEqual([...READER_FILES].sort());
    for (const file of BUILD_ONLY_FILES) expect([file, fs.existsSync(path.join(to, file))]).toEqual([file, false]);
    expect(fs.existsSync(path.join(to, '_gatsby'))).toBe(false);
    for (const file of READER_FILES)
      expect(fs.readFileSync(path.join(to, file), 'utf8')).toBe(fs.readFileSync(path.join(from, file), 'utf8'));
  });

  it('refuses a destination that already holds files, which would be published too', () => {
    const to = tempDir();
    fs.writeFileSync(path.join(to, 'old-page.html'), 'from an earlier copy');
    expect(() => copyPublishable(builtSite(), to)).toThrow(`${to} already holds files`);
    expect(fs.readdirSync(to)).toEqual(['old-page.html']);
  });

  it('refuses a folder that holds no built site', () => {
    const empty = tempDir();
    expect(() => copyPublishable(empty, path.join(tempDir(), 'site'))).toThrow(`${empty} has no index.html`);
  });
});

describe('the command line (node scripts/publishable.js)', () => {
  it('copies the site and says how many files it copied', () => {
    const to = path.join(tempDir(), 'site');
    const run = spawnSync(process.execPath, [SCRIPT, builtSite(), to], { encoding: 'utf8', timeout: 30000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Copied ${READER_FILES.length} files`);
    expect(publishableFiles(to)).toEqual([...READER_FILES].sort());
  });

  it('exits 1 with its usage when a folder is missing, and with the reason when the copy is refused', () => {
    const usage = spawnSync(process.execPath, [SCRIPT, 'public'], { encoding: 'utf8', timeout: 30000 });
    expect([usage.status, usage.stderr]).toEqual([
      1,
      'Usage: node scripts/publishable.js <built folder> <new folder>\n',
    ]);
    const empty = tempDir();
    const refused = spawnSync(process.execPath, [SCRIPT, empty, path.join(empty, 'site')], {
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('has no index.html');
  });
});
