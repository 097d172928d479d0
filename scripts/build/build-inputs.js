// Whether `npm run build` can keep Gatsby's cache, and the record of what that cache was made from.
const fs = require('node:fs');
const path = require('node:path');

/**
 * What the cache cannot follow: a hash of the stylesheets and locked dependencies, and one of the
 * docs version records.
 * @typedef {{ stylesheets: string, versions: string | undefined }} BuildInputs
 */

/** Where the inputs of the build that made .cache are recorded. */
const STAMP = '.cache/build-inputs.json';

/** How the build script hands the inputs to Gatsby, whose onPreBootstrap records them. */
const INPUTS_VARIABLE = 'DOCS_BUILD_INPUTS';

/**
 * Why the cache cannot serve a build of `inputs`, or null when it can (or when there is none).
 * @param {BuildInputs} inputs
 * @param {{ cacheDir?: string, stamp?: string }} [paths]
 * @returns {string | null}
 */
function reasonToStartClean(inputs, { cacheDir = '.cache', stamp = STAMP } = {}) {
  if (!fs.existsSync(cacheDir)) return null;
  /** @type {BuildInputs | null} */
  const recorded = fs.existsSync(stamp) ? JSON.parse(fs.readFileSync(stamp, 'utf8')) : null;
  if (recorded === null) return 'No record of what the cached build was made from: starting clean.';
  if (recorded.stylesheets !== inputs.stylesheets)
    return 'Stylesheets or dependencies changed since the last build: starting clean.';
  if (recorded.versions !== inputs.versions)
    return 'The docs versions in site.config.ts changed since the last build: starting clean.';
  return null;
}

/**
 * Records the inputs the build script handed to Gatsby, if it did (not under `gatsby develop` or a
 * bare `gatsby build`, whose cache the script cannot vouch for). Called from onPreBootstrap: Gatsby
 * empties .cache when it starts without a saved state, as after a clean, so a record written before
 * Gatsby starts would be lost. Written this early, it outlives a build that fails later (a broken
 * link), and the build after it keeps the cache.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [stamp]
 */
function recordBuildInputs(env = process.env, stamp = STAMP) {
  const inputs = env[INPUTS_VARIABLE];
  if (!inputs) return;
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, inputs);
}

/**
 * A build over the cache when it can serve `inputs`, else from a clean one: `clean` empties the
 * cache (`gatsby clean`), `build` runs Gatsby with the extra environment variables given, each
 * returning an exit status.
 * @param {BuildInputs} inputs
 * @param {{ clean: () => number, build: (env: Record<string, string>) => number }} gatsby
 * @param {{ cacheDir?: string, stamp?: string }} [paths]
 * @returns {number}
 */
function buildOverCache(inputs, { clean, build }, paths) {
  const reason = reasonToStartClean(inputs, paths);
  if (reason) {
    console.log(reason);
    const cleaned = clean();
    if (cleaned !== 0) return cleaned;
  }
  return build({ [INPUTS_VARIABLE]: JSON.stringify(inputs) });
}

module.exports = { STAMP, INPUTS_VARIABLE, reasonToStartClean, recordBuildInputs, buildOverCache };
