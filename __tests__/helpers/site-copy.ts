import { spawn } from 'child_process';
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');
const NOT_COPIED = new Set(['node_modules', '.cache', 'public', '.git', '__tests__', 'test-results']);
/** What a build leaves: copied with `withBuild`, so the copy's next build is warm, as a maintainer's is. */
const BUILD_OUTPUT = ['.cache', 'public'];

/**
 * A copy of the project in a temporary folder (or `at`, emptied first), sharing node_modules, for
 * tests that run Gatsby itself and edit sources: this project's own .cache/ and public/ (the build the
 * other tests read) stay as they are. `withTests` copies __tests__ too, for running them in the copy.
 * Returns the copy's folder; `removeSiteCopy` deletes it.
 */
export function copySite(prefix: string, { withBuild = false, withTests = false, at = '' } = {}): string {
  if (at) fs.rmSync(at, { recursive: true, force: true });
  const dir = at ? (fs.mkdirSync(at, { recursive: true }), at) : fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(ROOT)) {
    const copied =
      !NOT_COPIED.has(entry) || (withBuild && BUILD_OUTPUT.includes(entry)) || (withTests && entry === '__tests__');
    if (copied && !entry.startsWith('.tmp') && entry !== '.public-before-build')
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export function removeSiteCopy(dir: string | undefined): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/** The gatsby command line of the shared node_modules, for `spawn(process.execPath, [GATSBY_CLI, ...])`. */
export const gatsbyCli = (dir: string): string => path.join(dir, 'node_modules', 'gatsby', 'cli.js');

/** `npm run build` in a copy (scripts/build.mjs: the config check, the cache rules, public/ kept on failure). */
export function buildSiteCopy(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

/** Every file under `dir` with a hash of its bytes, to tell whether a folder changed at all. */
export function folderHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(dir, full), createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
  }
  return hashes;
}
