// `npm run build`: Gatsby's production build, keeping its cache so a build after a content edit is
// warm. After a stylesheet or dependency change it starts clean instead: Gatsby's incremental build
// re-renders only pages whose data changed, and those it skips keep inlining the old stylesheet.
// `npm test` builds through here too, so a build after the tests is warm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const STAMP = '.cache/build-inputs.sha256';

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

/** The site config's first problem, checked as Gatsby will check it, or null. */
function configProblem() {
  const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
  /** @type {typeof import('../gatsby/config/site-config')} */
  const { checkedSiteConfig } = requireTs('../gatsby/config/site-config.ts', import.meta.url);
  return checkedSiteConfig.error?.message ?? null;
}

/** @param {string[]} args */
const gatsby = (args) => spawnSync('npx', ['gatsby', ...args], { stdio: 'inherit' }).status ?? 1;

// Before anything is deleted: a config mistake leaves the last build in public/ as it was.
const problem = configProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const inputs = stylesheetInputs();
const stamp = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : null;
if (fs.existsSync('.cache') && stamp !== inputs) {
  console.log(
    stamp === null
      ? 'No record of the stylesheets the cached build was made from: starting clean.'
      : 'Stylesheets or dependencies changed since the last build: starting clean.',
  );
  if (gatsby(['clean']) !== 0) process.exit(1);
}
const status = gatsby(['build', '--prefix-paths', ...process.argv.slice(2)]);
if (status === 0) fs.writeFileSync(STAMP, inputs);
process.exit(status);
