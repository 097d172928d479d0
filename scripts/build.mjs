// `npm run build`: Gatsby's production build, keeping its cache so a build after a content edit is
// warm. It starts clean instead when what the cache cannot follow changed:
// - a stylesheet or dependency: Gatsby's incremental build re-renders only pages whose data changed,
//   and those it skips keep inlining the old stylesheet;
// - a docs version record (`docs.lastVersion`, `docs.versions`): guides keep the fields (route, doc
//   id) they were given when their node was made, and Gatsby makes them again only when the file
//   changes, so a promotion on a warm cache would find last build's routes.
// A build that fails leaves public/ as it was: the site is copied aside first and put back on failure.
// `npm test` builds through here too, so a build after the tests is warm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const STAMP = '.cache/build-inputs.json';
const PUBLIC = 'public';
/** The last good site while a build runs; outside .cache and public/, which `gatsby clean` deletes. */
const SAVED_PUBLIC = '.public-before-build';

/** A hash of what the stylesheets are made from: the site's CSS files and the locked dependencies. */
function stylesheetInputs() {
  const hash = createHash('sha256');
  const cssFiles = fs
    .readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join('src', file))
    .sort();
  for (const file of [...cssFiles, 'package-lock.json']) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** site.config.ts checked as Gatsby will check it: its first problem, or its docs version records. */
function checkedConfig() {
  const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
  /** @type {typeof import('../gatsby/config/site-config')} */
  const { checkedSiteConfig } = requireTs('../gatsby/config/site-config.ts', import.meta.url);
  if (checkedSiteConfig.error) return { problem: checkedSiteConfig.error.message };
  const { lastVersion, versions } = checkedSiteConfig.config.docs;
  return { versions: createHash('sha256').update(JSON.stringify({ lastVersion, versions })).digest('hex') };
}

/**
 * Why the cache cannot serve this build, or null when it can.
 * @param {{ stylesheets: string, versions: string | undefined }} inputs
 */
function reasonToStartClean(inputs) {
  if (!fs.existsSync('.cache')) return null;
  const stamp = fs.existsSync(STAMP) ? JSON.parse(fs.readFileSync(STAMP, 'utf8')) : null;
  if (stamp === null) return 'No record of what the cached build was made from: starting clean.';
  if (stamp.stylesheets !== inputs.stylesheets)
    return 'Stylesheets or dependencies changed since the last build: starting clean.';
  if (stamp.versions !== inputs.versions)
    return 'The docs versions in site.config.ts changed since the last build: starting clean.';
  return null;
}

/** @param {string[]} args */
const gatsby = (args) => spawnSync('npx', ['gatsby', ...args], { stdio: 'inherit' }).status ?? 1;

/** Puts the saved site back in place of whatever the failed build left. */
function restorePublic() {
  if (!fs.existsSync(SAVED_PUBLIC)) return;
  fs.rmSync(PUBLIC, { recursive: true, force: true });
  fs.renameSync(SAVED_PUBLIC, PUBLIC);
}

function build() {
  // Before anything is deleted: a config mistake leaves the last build in public/ as it was.
  const { problem, versions } = checkedConfig();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const inputs = { stylesheets: stylesheetInputs(), versions };
  // A saved site left by a build that was stopped half-way is the last good one.
  restorePublic();
  if (fs.existsSync(PUBLIC)) fs.cpSync(PUBLIC, SAVED_PUBLIC, { recursive: true });
  const reason = reasonToStartClean(inputs);
  if (reason) console.log(reason);
  let status = reason ? gatsby(['clean']) : 0;
  if (status === 0) status = gatsby(['build', '--prefix-paths', ...process.argv.slice(2)]);
  if (status !== 0) {
    restorePublic();
    if (fs.existsSync(PUBLIC)) console.error('The build failed: public/ holds the last good build, as it was.');
    return status;
  }
  fs.rmSync(SAVED_PUBLIC, { recursive: true, force: true });
  fs.writeFileSync(STAMP, JSON.stringify(inputs));
  return 0;
}

process.exit(build());
