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

const require = createRequire(import.meta.url);
/** @type {typeof import('./build/public-kept')} */
const { withPublicKept } = require('./build/public-kept');

const STAMP = '.cache/build-inputs.json';

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
  const { require: requireTs } = require('tsx/cjs/api');
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

function build() {
  // Before anything is deleted: a config mistake leaves the last build in public/ as it was.
  const { problem, versions } = checkedConfig();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const inputs = { stylesheets: stylesheetInputs(), versions };
  const status = withPublicKept(() => {
    const reason = reasonToStartClean(inputs);
    if (reason) console.log(reason);
    const cleaned = reason ? gatsby(['clean']) : 0;
    return cleaned === 0 ? gatsby(['build', '--prefix-paths', ...process.argv.slice(2)]) : cleaned;
  });
  if (status !== 0) {
    if (fs.existsSync('public')) console.error('The build failed: public/ holds the last good build, as it was.');
    return status;
  }
  fs.writeFileSync(STAMP, JSON.stringify(inputs));
  return 0;
}

process.exit(build());
