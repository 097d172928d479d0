// `npm run build`: Gatsby's production build, keeping its cache so a build after a content edit is
// warm. It starts clean instead when what the cache cannot follow changed:
// - a stylesheet or dependency: Gatsby's incremental build re-renders only pages whose data changed,
//   and those it skips keep inlining the old stylesheet;
// - a docs version record (`docs.lastVersion`, `docs.versions`): guides keep the fields (route, doc
//   id) they were given when their node was made, and Gatsby makes them again only when the file
//   changes, so a promotion on a warm cache would find last build's routes.
// What the cache was made from is recorded in .cache/build-inputs.json as soon as Gatsby has set its
// cache up (scripts/build/build-inputs.js), not after a successful build: after a build that fails
// (a broken link in new content), the next one keeps the cache instead of starting clean again.
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
/** @type {typeof import('./build/build-inputs')} */
const { buildOverCache } = require('./build/build-inputs');

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
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's
 */
const gatsby = (args, env = {}) =>
  spawnSync('npx', ['gatsby', ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function build() {
  // Before anything is deleted: a config mistake leaves the last build in public/ as it was.
  const { problem, versions } = checkedConfig();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const inputs = { stylesheets: stylesheetInputs(), versions };
  const status = withPublicKept(() =>
    buildOverCache(inputs, {
      clean: () => gatsby(['clean']),
      build: (env) => gatsby(['build', '--prefix-paths', ...process.argv.slice(2)], env),
    }),
  );
  if (status !== 0 && fs.existsSync('public'))
    console.error('The build failed: public/ holds the last good build, as it was.');
  return status;
}

process.exit(build());
