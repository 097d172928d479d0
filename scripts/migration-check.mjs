// Checks a project's sources for uses of React Native Paper names that change in the next major
// version, using the rules the docs' build wrote (public/6.x/migration-rules.json: the breaking changes
// file's names and every other name the comparison of both versions finds gone): one line per finding,
// with the guide's section or the API changes page's row.
//   npm run migration-check -- <folder or files> [--json] [--version 6.x] [--rules <file>]
// Exits 0 when there is nothing to change, 1 when it found something, 2 on a usage error, and 3 when
// the run is incomplete: a file could not be read or parsed, or there was no file to check.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { forTerminal } from './migration-check/terminal.mjs';
import { MAX_FILE_BYTES, readSource, sourcesIn } from './migration-check/source-files.mjs';

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../src/shared/migration/check-code')} */
const { checkCode } = requireTs('../src/shared/migration/check-code.ts', import.meta.url);
/** @type {typeof import('../src/shared/migration/source-files')} */
const { SOURCE_EXTENSIONS } = requireTs('../src/shared/migration/source-files.ts', import.meta.url);
/** @type {typeof import('../gatsby/config/migration-rules')} */
const { siteMigrationRules } = requireTs('../gatsby/config/migration-rules.ts', import.meta.url);

const USAGE = `Usage: npm run migration-check -- <folder or files> [--json] [--version <docs version>] [--rules <file>]

The rules are the last build's (public/<version>/migration-rules.json; the site serves them at
/<version>/migration-rules.json), or those of the file --rules names.

Reads ${SOURCE_EXTENSIONS.join(', ')} files (not declaration files), up to ${MAX_FILE_BYTES.toLocaleString('en')} bytes each.
In a folder it skips node_modules, hidden folders, symbolic links and special files; a file named
here is read through a link. Exits 0 when nothing needs to change, 1 when it found something,
2 on a usage error and 3 when a file could not be checked or there was no file to check.`;

/** @param {string} message */
function usageError(message) {
  process.stderr.write(`${forTerminal(message)}\n${USAGE}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      version: { type: 'string' },
      rules: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}
const { values, positionals } = /** @type {NonNullable<typeof parsed>} */ (parsed);
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length === 0) usageError('Name a folder or files to check.');

/** @type {{ file: string, shown: string }[]} */
const files = [];
/** @type {{ file: string, problem: string }[]} */
const problems = [];
let skipped = 0;
for (const given of positionals) {
  // npm runs scripts from the project's root; paths are the reader's, from where they ran npm.
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!fs.existsSync(full)) usageError(`${given}: no such file or folder.`);
  if (fs.statSync(full).isDirectory()) {
    const found = sourcesIn(full);
    files.push(...found.files.map((file) => ({ file, shown: path.relative(full, file) })));
    problems.push(
      ...found.problems.map(({ file, problem }) => ({ file: path.relative(full, file) || given, problem })),
    );
    skipped += found.skipped;
  } else files.push({ file: full, shown: given });
}

let rules;
try {
  const rulesFile = values.rules && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.rules);
  rules = siteMigrationRules(values.version, rulesFile).rules;
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}

/** @typedef {{ old: string, replacement: string | null, link: string }} Change */
/** @type {({ file: string } & ({ line: number, column: number } & (Change | { error: string }) | { problem: string }))[]} */
const results = [...problems];
let checked = 0;
for (const { file, shown } of files) {
  const source = readSource(file);
  if ('problem' in source) {
    results.push({ file: shown, problem: source.problem });
    continue;
  }
  const result = checkCode(source.code, file, /** @type {NonNullable<typeof rules>} */ (rules));
  if ('error' in result) {
    const { line, column, message } = result.error;
    results.push({ file: shown, line, column, error: message });
  } else {
    checked += 1;
    for (const finding of result.findings) results.push({ file: shown, ...finding });
  }
}

if (values.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
else
  for (const result of results)
    process.stdout.write(
      forTerminal(
        'problem' in result
          ? `${result.file}  not checked: ${result.problem}`
          : 'error' in result
            ? `${result.file}:${result.line}:${result.column}  parse error: ${result.error}`
            : `${result.file}:${result.line}:${result.column}  ${result.old} → ${result.replacement ?? 'removed'}  (${result.link})`,
      ) + '\n',
    );

const incomplete = results.filter((result) => 'problem' in result || 'error' in result).length;
const found = results.length - incomplete;
/** @param {number} n @param {string} word */
const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
process.stderr.write(
  checked + incomplete === 0
    ? `No file to check: it reads ${SOURCE_EXTENSIONS.join(', ')} files${skipped ? ` (${plural(skipped, 'link or special file')} skipped)` : ''}.\n`
    : `Checked ${plural(checked, 'file')}: ${plural(found, 'use')} of names that changed` +
        (incomplete ? `; ${plural(incomplete, 'file')} could not be checked` : '') +
        (skipped ? `; ${plural(skipped, 'link or special file')} skipped` : '') +
        '.\n',
);
process.exit(incomplete > 0 || checked === 0 ? 3 : found > 0 ? 1 : 0);
