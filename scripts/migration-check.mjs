// Checks a project's sources for uses of React Native Paper names that change in the next major
// version, using the docs' own breaking changes file: one line per finding, with the guide's section.
//   npm run migration-check -- <folder or files> [--json] [--version 6.x]
// Exits 1 when it found something, 0 when not, 2 on a usage error.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../src/shared/migration/check-code')} */
const { checkCode } = requireTs('../src/shared/migration/check-code.ts', import.meta.url);
/** @type {typeof import('../gatsby/config/migration-rules')} */
const { siteMigrationRules } = requireTs('../gatsby/config/migration-rules.ts', import.meta.url);

const USAGE = 'Usage: npm run migration-check -- <folder or files> [--json] [--version <docs version>]';
const SOURCE = /\.(tsx|ts|jsx|js)$/i;

/** @param {string} message */
function usageError(message) {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Source files under `dir`, skipping dependencies and hidden folders, in a stable order. @param {string} dir @returns {string[]} */
function sourcesIn(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourcesIn(full);
      return entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, version: { type: 'string' }, help: { type: 'boolean' } },
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

/** Each file to check, with the path it is shown by: relative to the folder given, or as given. */
const files = positionals.flatMap((given) => {
  // npm runs scripts from the project's root; paths are the reader's, from where they ran npm.
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!fs.existsSync(full)) usageError(`${given}: no such file or folder.`);
  if (fs.statSync(full).isDirectory())
    return sourcesIn(full).map((file) => ({ file, shown: path.relative(full, file) }));
  return [{ file: full, shown: given }];
});

let rules;
try {
  rules = siteMigrationRules(values.version).rules;
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}

/** @type {({ file: string, line: number, column: number } & ({ old: string, replacement: string | null, link: string } | { error: string }))[]} */
const results = [];
for (const { file, shown } of files) {
  const result = checkCode(fs.readFileSync(file, 'utf8'), file, /** @type {NonNullable<typeof rules>} */ (rules));
  if ('error' in result) {
    const { line, column, message } = result.error;
    results.push({ file: shown, line, column, error: message });
  } else for (const finding of result.findings) results.push({ file: shown, ...finding });
}

if (values.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
else
  for (const result of results)
    process.stdout.write(
      'error' in result
        ? `${result.file}:${result.line}:${result.column}  parse error: ${result.error}\n`
        : `${result.file}:${result.line}:${result.column}  ${result.old} → ${result.replacement ?? 'removed'}  (${result.link})\n`,
    );
process.exit(results.length > 0 ? 1 : 0);
