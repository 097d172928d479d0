// Cuts a new docs version from the newest one, as Docusaurus's `docs:version` does: installs its
// library under an npm alias (pinned), adds its record to site.config.ts after the newest, copies the
// newest version's content and screenshots (with an empty breaking changes file) and prints what is
// left to write by hand. Everything is checked before anything is written: a usage error exits 2 and
// changes nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultAlias, installArgs, isPackageName, parseLibrarySpec } from './version-cut/library-spec.mjs';
import { leftToDo } from './version-cut/left-to-do.mjs';

const CONFIG = 'site.config.ts';
const CHANGES_FILE = 'breaking-changes.json';

const USAGE = `Usage: npm run version:cut -- <name> --library <npm spec> [options]

Adds a docs version after the newest one, as a copy of it: installs the library it documents under
an npm alias (pinned), adds its record to ${CONFIG}, copies the newest version's content and
screenshots (with an empty ${CHANGES_FILE}), and prints what is left to write by hand.

  <name>              the new version's name, one path segment (7.x)
  --library <spec>    the release it documents: react-native-paper@7.0.0-alpha.0, or 7.0.0-alpha.0
  --alias <package>   the name to install it under (default: react-native-paper-v<major>)
  --no-install        do not run npm install; print the command instead
  --root <folder>     the project (default: the nearest folder from here up with ${CONFIG})
  -h, --help          show this text
`;

/** @param {string} message @returns {never} */
function usageError(message) {
  process.stderr.write(`version:cut: ${message}\nRun with --help for the usage.\n`);
  process.exit(2);
}

/** @param {string} from @returns {string | undefined} */
function projectRootFrom(from) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, CONFIG))) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      library: { type: 'string' },
      alias: { type: 'string' },
      install: { type: 'boolean', default: true },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}
const { values: options, positionals } = /** @type {NonNullable<typeof parsed>} */ (parsed);
if (options.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

// The TypeScript compiler and the site's schema load once there is something to check.
const { readVersionRecords, withVersionRecord } = await import('./version-cut/config-source.mjs');
const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../src/shared/site-config-schema')} */
const { PATH_SEGMENT, RESERVED_PREFIXES } = requireTs('../src/shared/site-config-schema.ts', import.meta.url);

// The checks, in the order a maintainer fixes them; nothing is written until all pass.
if (positionals.length !== 1)
  usageError(
    positionals.length === 0 ? 'name the new version (7.x).' : `expected one name, got ${positionals.join(' ')}.`,
  );
const name = positionals[0];
if (!PATH_SEGMENT.test(name))
  usageError(
    `${JSON.stringify(name)} is not a version name: expected one path segment (letters, digits, ".", "_" and "-", not starting with a dot), such as 7.x.`,
  );
if (RESERVED_PREFIXES.includes(name))
  usageError(
    `${JSON.stringify(name)} is an address of the site itself (${RESERVED_PREFIXES.join(', ')}); choose another name.`,
  );
if (options.library === undefined)
  usageError('--library is missing: the npm spec of the release, such as react-native-paper@7.0.0.');

const root = options.root ? path.resolve(options.root) : projectRootFrom(process.cwd());
if (!root || !fs.existsSync(path.join(root, CONFIG)))
  usageError(`found no ${CONFIG} ${options.root ? `in ${options.root}` : `in ${process.cwd()} or a folder above it`}.`);
/** A path of the project, from its root. @param {string} relative */
const inRoot = (relative) => path.join(root, relative);

const configSource = fs.readFileSync(inRoot(CONFIG), 'utf8');
/** @type {ReturnType<typeof readVersionRecords>} */
let config;
try {
  config = readVersionRecords(configSource, CONFIG);
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}
const newest = config.records.at(-1);
if (!newest) usageError(`${CONFIG}: docs.versions is empty, so there is no newest version to copy.`);
const taken = config.records.find((record) => record.name === name || record.prefix === name);
if (taken)
  usageError(
    `${CONFIG}: ${taken.key} is ${taken.name === name ? `named ${name} already` : `served under /${name}/ already (its routePrefix)`}.`,
  );
if (config.archivedNames.includes(name))
  usageError(`${CONFIG}: docs.archived has a site named ${name}, served under /${name}/.`);

/** @type {import('./version-cut/library-spec.mjs').LibrarySpec} */
let library;
try {
  library = parseLibrarySpec(options.library);
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}
const alias = options.alias ?? defaultAlias(library);
if (!isPackageName(alias)) usageError(`--alias ${JSON.stringify(alias)} is not an npm package name.`);
const sharing = config.records.find((record) => record.library === alias);
if (sharing)
  usageError(
    `${CONFIG}: ${sharing.key} (${sharing.name}) documents ${alias} already; give the new version its own --alias.`,
  );

if (newest.content === undefined || newest.screenshots === undefined)
  usageError(
    `${CONFIG}: ${newest.key}.${newest.content === undefined ? 'content' : 'screenshots'} is not a plain string, so the cut cannot copy it.`,
  );
const from = { content: newest.content.replace(/\/+$/, ''), screenshots: path.join('static', newest.screenshots) };
const record = {
  name,
  library: alias,
  content: `content/${name}`,
  screenshots: `screenshots/${name}`,
  banner: `These pages document ${library.packageName} ${library.version}, a pre-release: they are still being written, and its API may change before the release.`,
  changes: newest.migration ? `content/${name}/${CHANGES_FILE}` : undefined,
};
const to = { content: record.content, screenshots: path.join('static', record.screenshots) };
if (!fs.existsSync(inRoot(from.content)))
  usageError(`${newest.key}.content is ${from.content}, which is not there to copy.`);
for (const folder of [to.content, to.screenshots])
  if (fs.existsSync(inRoot(folder)))
    usageError(`${folder} is there already; the cut starts it from a copy of ${newest.name}'s.`);

/** The config with the new record, formatted as the file was: with Prettier when it was Prettier's. */
async function newConfigSource() {
  const edited = withVersionRecord(configSource, config, record);
  const prettier = await import('prettier').catch(() => undefined);
  if (!prettier) return edited;
  const settings = { ...(await prettier.resolveConfig(inRoot(CONFIG))), filepath: inRoot(CONFIG) };
  return (await prettier.check(configSource, settings)) ? prettier.format(edited, settings) : edited;
}
const newConfig = await newConfigSource();

const npmArgs = installArgs(alias, library);
const npmCommand = `npm ${npmArgs.join(' ')}`;
if (options.install) {
  process.stdout.write(`${npmCommand}\n`);
  const npm = spawnSync('npm', npmArgs, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (npm.status !== 0) {
    process.stderr.write(`version:cut: ${npmCommand} failed; nothing else was changed.\n`);
    process.exit(1);
  }
}

fs.writeFileSync(inRoot(CONFIG), newConfig);
fs.cpSync(inRoot(from.content), inRoot(to.content), { recursive: true, errorOnExist: true, force: false });
if (record.changes) {
  // The newest's changes are its own: its copy goes, and the new version starts with none.
  const copied = newest.migration?.changes && path.relative(from.content, newest.migration.changes);
  if (copied && !copied.startsWith('..') && !path.isAbsolute(copied))
    fs.rmSync(inRoot(path.join(to.content, copied)), { force: true });
  fs.writeFileSync(inRoot(record.changes), '[]\n');
}
const hasScreenshots = fs.existsSync(inRoot(from.screenshots));
if (hasScreenshots)
  fs.cpSync(inRoot(from.screenshots), inRoot(to.screenshots), { recursive: true, errorOnExist: true, force: false });

/**
 * How a version's own prose names it: its name, and its library's major.minor (6.0) when installed.
 * @param {{ name: string, library?: string }} version
 */
function proseNames({ name, library = '' }) {
  const manifest = inRoot(path.join('node_modules', library, 'package.json'));
  /** @type {{ version?: string }} */
  const installed = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : {};
  const majorMinor = installed.version?.match(/^\d+\.\d+/)?.[0];
  return [name, ...(majorMinor && majorMinor !== name ? [majorMinor] : [])];
}

const done = [
  options.install ? `installed ${alias} (${library.packageName}@${library.version}), pinned` : undefined,
  `${CONFIG}: the record of ${name} after ${newest.name}'s (library ${alias}, content ${to.content}, screenshots ${record.screenshots})`,
  `${to.content}/: a copy of ${from.content}/${record.changes ? `, with an empty ${CHANGES_FILE}` : ''}`,
  hasScreenshots
    ? `${to.screenshots}/: a copy of ${from.screenshots}/`
    : `no screenshots: ${newest.name} has no ${from.screenshots}/`,
].filter((line) => line !== undefined);
const steps = leftToDo({
  root,
  name,
  from: newest.name,
  content: to.content,
  screenshots: record.screenshots,
  changes: record.changes,
  migrationGuide: newest.migration?.guide,
  fromNames: proseNames(newest),
  install: options.install ? undefined : npmCommand,
});
process.stdout.write(
  `Cut docs version ${name} from ${newest.name}:\n${done.map((line) => `  ${line}\n`).join('')}\n` +
    `Left to do by hand:\n${steps.map((step, index) => `${index + 1}. ${step}\n`).join('')}`,
);
