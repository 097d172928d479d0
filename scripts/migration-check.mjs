#!/usr/bin/env node
// Checks a project's sources for uses of React Native Paper names that change in the next major
// version, using the rules the docs' build wrote (public/6.x/migration-rules.json: the breaking changes
// file's names and every other name the comparison of both versions finds gone): one line per finding,
// with the guide's section or the API changes page's row.
//   npm run migration-check -- <folder or files> [--fix | --dry-run] [--json] [--version 6.x] [--rules <file>]
// Exits 0 when there is nothing (left) to change, 1 when something is left to change by hand, 2 on a
// usage error, and 3 when the run is incomplete: a file could not be read, parsed or fixed, or there
// was no file to check.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTwoFilesPatch } from 'diff';
import { createRequire } from 'node:module';
import { codeForTerminal, forTerminal } from './migration-check/terminal.mjs';
import { MAX_FILE_BYTES, readSource, sourcesIn } from './migration-check/source-files.mjs';

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../src/shared/migration/check-code')} */
const { checkCode } = requireTs('../src/shared/migration/check-code.ts', import.meta.url);
/** @type {typeof import('../src/shared/migration/fix-code')} */
const { fixCode } = requireTs('../src/shared/migration/fix-code.ts', import.meta.url);
/** @type {typeof import('../src/shared/migration/theme-sources')} */
const { projectThemeHooks } = requireTs('../src/shared/migration/theme-sources.ts', import.meta.url);
/** @type {typeof import('../src/shared/migration/source-files')} */
const { SOURCE_EXTENSIONS } = requireTs('../src/shared/migration/source-files.ts', import.meta.url);
/** @type {typeof import('../gatsby/config/migration-rules')} */
const { siteMigrationRules } = requireTs('../gatsby/config/migration-rules.ts', import.meta.url);

const USAGE = `Usage: npm run migration-check -- <folder or files> [--fix | --dry-run] [--json] [--version <docs version>] [--rules <file>]

--fix rewrites in place each use the changes file says a machine can change (renamed exports, props and
their values, MD2 typography components) and lists what is left to change by hand; --dry-run prints
those changes as a unified diff and writes nothing.

The rules are the last build's (public/<version>/migration-rules.json; the site serves them at
/<version>/migration-rules.json), or those of the file --rules names.

Reads ${SOURCE_EXTENSIONS.join(', ')} files (not declaration files), up to ${MAX_FILE_BYTES.toLocaleString('en')} bytes each.
In a folder it skips node_modules, hidden folders, symbolic links and special files; a file named
here is read through a link. Exits 0 when nothing (more) needs to change, 1 when something is left
to change by hand, 2 on a usage error and 3 when a file could not be checked or fixed or there was
no file to check.`;

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
      fix: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
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
/** @typedef {{ old: string, now: string, fixed: true }} Fixed */
/** @type {({ file: string } & ({ line: number, column: number } & (Change | Fixed | { error: string }) | { problem: string }))[]} */
const results = [...problems];
const fixing = values.fix || values['dry-run'];
// The project's own hooks that return Paper's theme (`useAppTheme`), wherever they are declared.
const themeHooks = projectThemeHooks(
  files.map(({ file }) => file),
  (file) => {
    const source = readSource(file);
    return 'code' in source ? source.code : null;
  },
);
/** The files the fixes change: what `--dry-run` prints as a diff and `--fix` writes. */
const changed = [];
let checked = 0;
for (const { file, shown } of files) {
  const source = readSource(file);
  if ('problem' in source) {
    results.push({ file: shown, problem: source.problem });
    continue;
  }
  const checkedRules = /** @type {NonNullable<typeof rules>} */ (rules);
  const result = fixing
    ? fixCode(source.code, file, checkedRules, themeHooks)
    : checkCode(source.code, file, checkedRules, themeHooks);
  if ('error' in result) {
    const { line, column, message } = result.error;
    results.push({ file: shown, line, column, error: message });
    continue;
  }
  checked += 1;
  if ('left' in result) {
    if (result.problem) results.push({ file: shown, problem: result.problem });
    for (const use of result.fixed) results.push({ file: shown, ...use, fixed: /** @type {const} */ (true) });
    if (result.code !== source.code) changed.push({ file, shown, before: source.code, after: result.code });
  }
  for (const finding of 'left' in result ? result.left : result.findings) results.push({ file: shown, ...finding });
}

if (values.fix) for (const { file, after } of changed) fs.writeFileSync(file, after);

if (values.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
else if (values['dry-run'])
  for (const { shown, before, after } of changed)
    process.stdout.write(codeForTerminal(createTwoFilesPatch(`a/${shown}`, `b/${shown}`, before, after)));
else
  for (const result of results)
    process.stdout.write(
      forTerminal(
        'problem' in result
          ? `${result.file}  not checked: ${result.problem}`
          : 'error' in result
            ? `${result.file}:${result.line}:${result.column}  parse error: ${result.error}`
            : 'fixed' in result
              ? `${result.file}:${result.line}:${result.column}  fixed: ${result.old} → ${result.now}`
              : `${result.file}:${result.line}:${result.column}  ${result.old} → ${result.replacement ?? 'removed'}  (${result.link})`,
      ) + '\n',
    );

const incomplete = results.filter((result) => 'problem' in result || 'error' in result).length;
const fixedUses = results.filter((result) => 'fixed' in result).length;
const found = results.length - incomplete - fixedUses;
/** @param {number} n @param {string} word */
const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
const fixedPart = fixing
  ? `${values.fix ? 'fixed' : 'would fix'} ${plural(fixedUses, 'use')} in ${plural(changed.length, 'file')}; `
  : '';
const leftPart = fixing
  ? `${plural(found, 'use')} left to change by hand`
  : `${plural(found, 'use')} of names that changed`;
process.stderr.write(
  checked + incomplete === 0
    ? `No file to check: it reads ${SOURCE_EXTENSIONS.join(', ')} files${skipped ? ` (${plural(skipped, 'link or special file')} skipped)` : ''}.\n`
    : `Checked ${plural(checked, 'file')}: ${fixedPart}${leftPart}` +
        (incomplete ? `; ${plural(incomplete, 'file')} could not be checked${fixing ? ' or fixed' : ''}` : '') +
        (skipped ? `; ${plural(skipped, 'link or special file')} skipped` : '') +
        '.\n',
);
process.exit(incomplete > 0 || checked === 0 ? 3 : found > 0 ? 1 : 0);
