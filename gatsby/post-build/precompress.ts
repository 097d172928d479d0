import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import zlib from 'zlib';
import { removeMapComments } from './source-map-comments';
import type { PostBuildStage } from './stage';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What static hosts (and scripts/serve.js) send compressed when a `.br` or `.gz` sits beside it. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|md|xml)$/;
/** Below this, compression saves less than the headers cost. */
const MIN_BYTES = 1024;
/** Brotli quality 9: within 8% of its best (11) in a fifth of the time, so the cold build stays quick. */
const BROTLI_QUALITY = 9;

function compressibleFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) compressibleFiles(full, found);
    else if (COMPRESSIBLE.test(entry.name) && entry.name !== 'webpack.stats.json') found.push(full);
  }
  return found;
}

/** True when `compressed` exists and was written after `source` last changed (a warm build left it). */
function isFresh(compressed: string, source: fs.Stats): boolean {
  const stat = fs.statSync(compressed, { throwIfNoEntry: false });
  return stat !== undefined && stat.mtimeMs >= source.mtimeMs;
}

type Encode = (data: Buffer) => Promise<Buffer>;

/** `encode`, run once per distinct content: a page's .html alias gets the page's compressed bytes. */
function oncePerContent(encode: Encode): Encode {
  const results = new Map<string, Promise<Buffer>>();
  return (data) => {
    const key = crypto.createHash('sha1').update(data).digest('hex');
    let result = results.get(key);
    if (!result) {
      result = encode(data);
      results.set(key, result);
    }
    return result;
  };
}

async function writeCompressed(file: string, encode: Encode, extension: string): Promise<number> {
  const source = fs.statSync(file);
  const target = `${file}${extension}`;
  if (isFresh(target, source)) return 0;
  const data = fs.readFileSync(file);
  const compressed = await encode(data);
  // A compressed file no smaller than its source is of no use to anyone; leave none behind.
  if (compressed.length >= data.length) {
    fs.rmSync(target, { force: true });
    return 0;
  }
  fs.writeFileSync(target, compressed);
  return 1;
}

/**
 * Writes `.br` and `.gz` beside every HTML, JS, CSS, JSON, SVG, text and XML file of the build,
 * so a static host (or our server) can send them without compressing per request. Files that a
 * warm build left unchanged keep the compressed copies they have. Returns how many were written.
 */
export async function precompress(publicDir: string): Promise<{ files: number; written: number }> {
  const files = compressibleFiles(publicDir).filter((file) => fs.statSync(file).size >= MIN_BYTES);
  const brotliOptions = (size: number) => ({
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
  const toBrotli = oncePerContent((data) => brotli(data, brotliOptions(data.length)));
  const toGzip = oncePerContent((data) => gzip(data, { level: 9 }));
  const counts = await Promise.all(
    files.flatMap((file) => [writeCompressed(file, toBrotli, '.br'), writeCompressed(file, toGzip, '.gz')]),
  );
  return { files: files.length, written: counts.reduce((sum, n) => sum + n, 0) };
}

/**
 * The files as they are deployed, then their compressed copies: scripts and stylesheets first lose
 * the comments naming source maps the deploy leaves out (source-map-comments.ts), so the copies
 * are of the final bytes.
 */
export const precompression: PostBuildStage = {
  name: 'precompressed copies',
  async run({ publicDir }) {
    const uncommented = removeMapComments(publicDir).length;
    const { files, written } = await precompress(publicDir);
    return `${uncommented} source-map comments taken out; ${files} files, ${written} .br and .gz written`;
  },
};
