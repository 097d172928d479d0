// A build that fails leaves public/ as it was: the site is copied aside first and put back on failure.
const fs = require('node:fs');

/**
 * Where the last good site waits while a build runs: outside .cache and public/, which `gatsby clean`
 * deletes.
 */
const SAVED_PUBLIC = '.public-before-build';

/**
 * Puts the saved site back in place of whatever is in public/ now (nothing, when none was saved).
 * @param {string} publicDir
 * @param {string} savedDir
 */
function restore(publicDir, savedDir) {
  fs.rmSync(publicDir, { recursive: true, force: true });
  if (fs.existsSync(savedDir)) fs.renameSync(savedDir, publicDir);
}

/**
 * Runs `build`, which returns an exit status: public/ is afterwards what the build wrote when it
 * succeeded, and what it held before when it failed or threw (no half-written site when it held none).
 * @param {() => number} build
 * @param {{ publicDir?: string, savedDir?: string }} [dirs]
 * @returns {number}
 */
function withPublicKept(build, { publicDir = 'public', savedDir = SAVED_PUBLIC } = {}) {
  // A saved site left by a build that was stopped half-way is the last good one.
  if (fs.existsSync(savedDir)) restore(publicDir, savedDir);
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, savedDir, { recursive: true });
  let status = 1;
  try {
    status = build();
  } finally {
    if (status === 0) fs.rmSync(savedDir, { recursive: true, force: true });
    else restore(publicDir, savedDir);
  }
  return status;
}

module.exports = { withPublicKept, SAVED_PUBLIC };
