// Whether a precompressed copy (.br or .gz beside a file) holds exactly the file's bytes. A copy is
// judged by what it decompresses to, not by its date: a build that rewrites a file with the same
// bytes leaves an older copy that is still right, and a stray copy can be newer and wrong.
// Decompressing costs a read of both files, so each verdict is kept until either file changes.
const fs = require('node:fs');
const zlib = require('node:zlib');

/** @type {Record<string, (data: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Buffer>} */
const DECOMPRESS = {
  br: (data, options) => zlib.brotliDecompressSync(data, options),
  gzip: (data, options) => zlib.gunzipSync(data, options),
};

/**
 * Out of file descriptors: the server answers 503, so that error must reach it.
 * @type {ReadonlySet<string | undefined>}
 */
const OUT_OF_FILES = new Set(['EMFILE', 'ENFILE']);

/** @param {fs.Stats} stat */
const version = (stat) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

/**
 * A checker with its own cache of verdicts, one per copy, each valid for one version (size,
 * modification time, inode) of the file and of the copy.
 */
function createCopyChecker() {
  /** @type {Map<string, { key: string, matches: boolean }>} */
  const verdicts = new Map();

  /**
   * @param {string} file
   * @param {fs.Stats} fileStat
   * @param {string} copy
   * @param {fs.Stats} copyStat
   * @param {string} encoding a content coding: 'br' or 'gzip'
   */
  function holdsSameBytes(file, fileStat, copy, copyStat, encoding) {
    const key = `${encoding}|${version(fileStat)}|${version(copyStat)}`;
    const known = verdicts.get(copy);
    if (known?.key === key) return known.matches;
    const matches = decompressesTo(file, fileStat, copy, encoding);
    verdicts.set(copy, { key, matches });
    return matches;
  }

  return { holdsSameBytes };
}

/**
 * @param {string} file
 * @param {fs.Stats} fileStat
 * @param {string} copy
 * @param {string} encoding
 */
function decompressesTo(file, fileStat, copy, encoding) {
  const decompress = DECOMPRESS[encoding];
  if (!decompress) return false;
  try {
    // One byte more than the file is enough to tell a longer copy, and stops a copy that inflates without end.
    const inflated = decompress(fs.readFileSync(copy), { maxOutputLength: fileStat.size + 1 });
    return inflated.equals(fs.readFileSync(file));
  } catch (error) {
    if (OUT_OF_FILES.has(/** @type {NodeJS.ErrnoException} */ (error).code)) throw error;
    // Not valid compressed data, too long, or gone: the file itself is sent instead.
    return false;
  }
}

module.exports = { createCopyChecker };
