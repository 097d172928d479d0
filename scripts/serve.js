// Serves the built site (public/) under its base path, as a static host would:
// folders answer with their index.html, unknown paths with 404.html, and a file's
// precompressed copy (.br, .gz, written by the build) goes to browsers that accept it.
// Only GET and HEAD; single byte ranges; ETag revalidation for everything but hashed
// assets (cached for a year); source maps and webpack stats are not served.
// Usage: node scripts/serve.js [--port 9000] [--base <site.config.ts baseUrl>] [--dir public] [--no-compress]
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { pipeline } = require('node:stream');
const { SECURITY_HEADERS, cspFromHtml, byteRange, etagMatches, isPrivate, isImmutable, headerSafe } = require('./serve-helpers');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Encodings the build writes beside a file, in order of preference. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The file's stat if it is a regular file or folder; null for anything fs rejects (ENOENT, ENOTDIR, ENAMETOOLONG, NUL…). */
function statOf(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() || stat.isDirectory() ? stat : null;
  } catch {
    return null;
  }
}

/** The first 16 kB of a file (enough for the <head> meta tags), or '' if it cannot be read. */
function headOf(file) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
    const buffer = Buffer.alloc(16 * 1024);
    return buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, buffer.length, 0));
  } catch {
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The precompressed copies of `file` the build wrote, each with its stat. */
function precompressed(file) {
  return ENCODINGS.map(([encoding, extension]) => ({ encoding, file: file + extension, stat: statOf(file + extension) })).filter((copy) => copy.stat?.isFile());
}

function createServer({ dir, base, compress = true }) {
  const root = path.resolve(dir);
  const prefix = base.replace(/\/+$/, '');
  const inRoot = (file) => {
    const relative = path.relative(root, file);
    return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
  };

  function handle(req, res) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const plain = (status, text, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method not allowed\n', { Allow: 'GET, HEAD' });

    const send = (status, file, stat) => {
      // A range is served from the file itself, never from a compressed copy.
      const ranged = status === 200 && req.headers.range !== undefined;
      const copies = compress ? precompressed(file) : [];
      const accepted = String(req.headers['accept-encoding'] ?? '').split(',').map((token) => token.trim().split(';')[0]);
      const copy = ranged ? undefined : copies.find((candidate) => accepted.includes(candidate.encoding));
      const served = copy ?? { file, stat, encoding: null };
      const etag = `"${served.stat.size.toString(16)}-${Math.floor(served.stat.mtimeMs).toString(16)}${served.encoding ? `-${served.encoding}` : ''}"`;
      const headers = {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': status === 200 && isImmutable(path.relative(root, file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(served.encoding ? { 'Content-Encoding': served.encoding } : {}),
        ...(copies.length ? { Vary: 'Accept-Encoding' } : {}),
        ...(status === 200 ? { ETag: etag, 'Accept-Ranges': 'bytes' } : {}),
      };
      const csp = file.endsWith('.html') ? cspFromHtml(headOf(file)) : null;
      if (csp) headers['Content-Security-Policy'] = csp;
      if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
        delete headers['Content-Type'];
        res.writeHead(304, headers);
        return res.end();
      }
      let range = null;
      const ifRange = req.headers['if-range'];
      if (ranged && (!ifRange || ifRange === etag)) {
        range = byteRange(req.headers.range, served.stat.size);
        if (range === 'unsatisfiable') return plain(416, 'Range not satisfiable\n', { 'Content-Range': `bytes */${served.stat.size}` });
      }
      if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${served.stat.size}`;
      headers['Content-Length'] = range ? range.end - range.start + 1 : served.stat.size;
      if (req.method === 'HEAD') {
        res.writeHead(range ? 206 : status, headers);
        return res.end();
      }
      let fd;
      try {
        fd = fs.openSync(served.file, 'r');
      } catch {
        return status === 404 ? plain(404, 'Not found\n') : notFound();
      }
      res.writeHead(range ? 206 : status, headers);
      // pipeline closes the file when the download is aborted or the read fails.
      pipeline(fs.createReadStream(served.file, { fd, ...range }), res, () => {});
    };
    const notFound = () => {
      const page = path.join(root, '404.html');
      const stat = statOf(page);
      return stat?.isFile() ? send(404, page, stat) : plain(404, 'Not found\n');
    };

    // The request target as sent (origin-form, still percent-encoded); `new URL` would read `//x` or `/\x` as a host.
    const target = req.url ?? '';
    if (!target.startsWith('/')) return plain(400, 'Bad request\n');
    const [rawPath, ...query] = target.split('#')[0].split('?');
    const search = query.length ? `?${query.join('?')}` : '';
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return plain(400, 'Bad request\n');
    }
    if (pathname.includes('\0')) return notFound();
    if (prefix && (pathname === '/' || pathname === prefix)) {
      res.writeHead(302, { Location: `${prefix}/` });
      return res.end();
    }
    if (prefix && !pathname.startsWith(`${prefix}/`)) return notFound();
    const file = path.join(root, pathname.slice(prefix.length));
    if (!inRoot(file)) return notFound();
    const stat = statOf(file);
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        // From the encoded path, so a decoded CR/LF or `//host` cannot reach the header.
        res.writeHead(301, { Location: headerSafe(`/${rawPath.replace(/^\/+/, '')}/${search}`) });
        return res.end();
      }
      const index = path.join(file, 'index.html');
      const indexStat = statOf(index);
      return indexStat?.isFile() ? send(200, index, indexStat) : notFound();
    }
    if (!stat || isPrivate(file)) return notFound();
    send(200, file, stat);
  }

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Last resort: one bad request must never stop the server.
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
    }
  });
}

module.exports = { createServer, SECURITY_HEADERS, cspFromHtml };

if (require.main === module) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > -1 ? process.argv[index + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 9000));
  const base = arg('base', require('./site-base').SITE_BASE);
  const server = createServer({ dir: arg('dir', 'public'), base, compress: !process.argv.includes('--no-compress') });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving the built site at http://localhost:${port}${base}/`);
  });
}
