import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');
const NOT_COPIED = new Set(['node_modules', '.cache', 'public', '.git', '__tests__', 'test-results']);

/**
 * A copy of the project in a temporary folder, sharing node_modules, for tests that run Gatsby
 * itself and edit sources: this project's own .cache/ and public/ (the build the other tests
 * read) stay as they are. Returns the copy's folder; `removeSiteCopy` deletes it.
 */
export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry) && !entry.startsWith('.tmp'))
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
