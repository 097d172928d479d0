import fs from 'fs';
import os from 'os';
import path from 'path';
import { folderHashes } from '../helpers/site-copy';
const { withPublicKept } = require('../../scripts/build/public-kept');

// `npm run build` runs Gatsby inside withPublicKept; here a build is a function that writes public/
// as a failing Gatsby would (half a site) and returns its exit status.
let dir: string;
let publicDir: string;
let savedDir: string;
const dirs = () => ({ publicDir, savedDir });

function writeSite(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  }
}

/** A build that deletes a page, rewrites another, adds a third, and returns `status`. */
const scribble = (status: number) => () => {
  fs.rmSync(path.join(publicDir, 'docs/guides/fonts/index.html'));
  writeSite({ 'index.html': 'half written', 'new/index.html': 'new' });
  return status;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-kept-'));
  publicDir = path.join(dir, 'public');
  savedDir = path.join(dir, '.public-before-build');
  writeSite({ 'index.html': 'home', 'docs/guides/fonts/index.html': 'fonts' });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('puts public/ back byte for byte when the build fails', () => {
  const before = folderHashes(publicDir);
  expect(withPublicKept(scribble(1), dirs())).toBe(1);
  expect(folderHashes(publicDir)).toEqual(before);
  expect(fs.existsSync(savedDir)).toBe(false);
});

it('puts public/ back when the build throws, and lets the error through', () => {
  const before = folderHashes(publicDir);
  const throwing = () => {
    scribble(0)();
    throw new Error('killed');
  };
  expect(() => withPublicKept(throwing, dirs())).toThrow('killed');
  expect(folderHashes(publicDir)).toEqual(before);
});

it('keeps what a successful build wrote, and no saved copy', () => {
  expect(withPublicKept(scribble(0), dirs())).toBe(0);
  expect([...folderHashes(publicDir).keys()].sort()).toEqual(['index.html', 'new/index.html']);
  expect(fs.existsSync(savedDir)).toBe(false);
});

it('starts from the saved site a build stopped half-way left, as the last good one', () => {
  fs.cpSync(publicDir, savedDir, { recursive: true });
  const good = folderHashes(publicDir);
  writeSite({ 'index.html': 'left half written' });
  let seen = new Map<string, string>();
  expect(withPublicKept(() => ((seen = folderHashes(publicDir)), 1), dirs())).toBe(1);
  expect(seen).toEqual(good);
  expect(folderHashes(publicDir)).toEqual(good);
});

it('leaves no half-written site when the first build fails', () => {
  fs.rmSync(publicDir, { recursive: true });
  expect(withPublicKept(() => (writeSite({ 'index.html': 'half' }), 1), dirs())).toBe(1);
  expect(fs.existsSync(publicDir)).toBe(false);
});
