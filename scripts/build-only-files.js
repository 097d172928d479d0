// Files a Gatsby build leaves in public/ that no browser loads. Source maps carry the build
// machine's absolute paths, webpack's stats list every module, and Gatsby's slices under
// `_gatsby/` are HTML fragments it stitches into pages at build time (served on their own, they
// would be pages without a policy). scripts/serve.js refuses them and scripts/publishable.js
// leaves them out of what is deployed, so both follow this one list.

/** Webpack's and Gatsby's stats files, by name. */
const STATS_NAMES = new Set([
  'webpack.stats.json',
  'chunk-map.json',
  'stats.json',
  'loadable-stats.json',
  'webpack-stats.json',
]);

/**
 * Whether a file (relative to the built folder) is build output only, counting its .br/.gz copies too.
 * @param {string} relative
 */
function isBuildOnly(relative) {
  const parts = relative.split(/[\\/]/);
  const name = /** @type {string} */ (parts.pop()).replace(/\.(br|gz)$/, '');
  return name.endsWith('.map') || STATS_NAMES.has(name) || parts.includes('_gatsby');
}

module.exports = { isBuildOnly };
