// Which files the check reads, and reading one within bounds: a file it cannot read or that is too
// large is reported at its path, and the others are still checked.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../../src/shared/migration/source-files')} */
const { isSourceFile } = requireTs('../../src/shared/migration/source-files.ts', import.meta.url);

/** The largest file read: source code a person wrote is far smaller; a bundle or generated file is not migrated by hand. */
export const MAX_FILE_BYTES = 2_000_000;

/** @param {unknown} error */
const reason = (error) => /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);

/**
 * The source files under `dir` in a stable order, skipping node_modules and hidden folders. Links and
 * special files (pipes, sockets, devices) are not followed or read, and are counted in `skipped`; a
 * folder that cannot be listed is a problem at its path.
 * @param {string} dir
 */
export function sourcesIn(dir) {
  /** @type {{ files: string[], skipped: number, problems: { file: string, problem: string }[] }} */
  const found = { files: [], skipped: 0, problems: [] };
  /** @param {string} folder */
  const walk = (folder) => {
    let entries;
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      found.problems.push({ file: folder, problem: `the folder cannot be read (${reason(error)})` });
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (isSourceFile(entry.name)) {
        if (entry.isFile()) found.files.push(full);
        else found.skipped += 1;
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * The text of a file, or why it was not read: not a regular file, larger than MAX_FILE_BYTES, or an
 * error of the system's. The size is checked before anything is read.
 * @param {string} file
 * @returns {{ code: string } | { problem: string }}
 */
export function readSource(file) {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return { problem: 'it is not a regular file' };
    if (stat.size > MAX_FILE_BYTES)
      return {
        problem: `it is ${stat.size.toLocaleString('en')} bytes; the check reads files up to ${MAX_FILE_BYTES.toLocaleString('en')} bytes`,
      };
    return { code: fs.readFileSync(file, 'utf8') };
  } catch (error) {
    return { problem: `it cannot be read (${reason(error)})` };
  }
}
