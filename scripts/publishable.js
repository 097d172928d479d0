// What of a built site goes to the host: every file but those only the build uses
// (build-only-files.js: source maps, webpack's stats, Gatsby's slices).
// Usage: node scripts/publishable.js <built folder> <new folder>   copies the publishable files
const fs = require('node:fs');
const path = require('node:path');
const { isBuildOnly } = require('./build-only-files');

/**
 * The files under `dir` to publish, relative to it with `/` separators, sorted. Throws on anything
 * that is neither a file nor a folder (a symlink, say), which a build does not write.
 * @param {string} dir
 * @returns {string[]}
 */
function publishableFiles(dir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (!entry.isFile())
        throw new Error(`${path.join(dir, child)} is neither a file nor a folder; a built site holds only those.`);
      else if (!isBuildOnly(child)) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Copies the publishable files of `from` into `to`, which must not exist yet or be empty, so
 * nothing left from an earlier copy is published. Returns the relative paths copied.
 * @param {string} from
 * @param {string} to
 */
function copyPublishable(from, to) {
  if (!fs.existsSync(path.join(from, 'index.html')))
    throw new Error(`${from} has no index.html: build the site first (npm run build).`);
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0)
    throw new Error(`${to} already holds files; give a new or empty folder to copy the site into.`);
  const files = publishableFiles(from);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(to, file));
  }
  return files;
}

module.exports = { publishableFiles, copyPublishable };

if (require.main === module) {
  const [from, to, ...rest] = process.argv.slice(2);
  if (!from || !to || rest.length) {
    console.error('Usage: node scripts/publishable.js <built folder> <new folder>');
    process.exit(1);
  }
  try {
    const copied = copyPublishable(from, to);
    console.log(`Copied ${copied.length} files from ${from} to ${to}, leaving out source maps, stats and slices.`);
  } catch (error) {
    console.error(`publishable: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
