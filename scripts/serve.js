// Serves the built site (public/) under its base path, as a static host would:
// folders answer with their index.html, unknown paths with 404.html, and a file's
// precompressed copy (.br, .gz, written by the build) goes to browsers that accept it.
// Usage: node scripts/serve.js [--port 9000] [--base /react-native-paper] [--dir public] [--no-compress]
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

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
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

/** Encodings the build writes beside a file, in order of preference. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The precompressed copy of `file` the request accepts, if the build wrote one. */
function precompressed(req, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((token) => token.trim().split(';')[0]);
  for (const [encoding, extension] of ENCODINGS) {
    if (accepted.includes(encoding) && fs.existsSync(file + extension)) return { encoding, file: file + extension };
  }
  return null;
}

function createServer({ dir, base, compress = true }) {
  const root = path.resolve(dir);
  const prefix = base.replace(/\/+$/, '');
  return http.createServer((req, res) => {
    const send = (status, file, headers = {}) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const copy = compress ? precompressed(req, file) : null;
      const encodingHeaders = copy ? { 'Content-Encoding': copy.encoding, Vary: 'Accept-Encoding' } : {};
      res.writeHead(status, { 'Content-Type': type, ...encodingHeaders, ...headers });
      fs.createReadStream(copy ? copy.file : file).pipe(res);
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    if (prefix && (pathname === '/' || pathname === prefix)) {
      res.writeHead(302, { Location: `${prefix}/` });
      res.end();
      return;
    }
    const notFound = () => {
      const page = path.join(root, '404.html');
      if (fs.existsSync(page)) return send(404, page);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    if (prefix && !pathname.startsWith(`${prefix}/`)) return notFound();
    const relative = pathname.slice(prefix.length);
    const file = path.join(root, relative);
    if (!file.startsWith(root)) return notFound();
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname}/${url.search}` });
        res.end();
        return;
      }
      const index = path.join(file, 'index.html');
      stat = fs.statSync(index, { throwIfNoEntry: false });
      return stat ? send(200, index, { 'Cache-Control': 'no-cache' }) : notFound();
    }
    if (!stat) return notFound();
    const immutable = relative.startsWith('/static/') || /-[0-9a-f]{20}\.(js|css)$/.test(relative);
    send(200, file, { 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
  });
}

module.exports = { createServer };

if (require.main === module) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > -1 ? process.argv[index + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 9000));
  const base = arg('base', '/react-native-paper');
  const server = createServer({ dir: arg('dir', 'public'), base, compress: !process.argv.includes('--no-compress') });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving the built site at http://localhost:${port}${base}/`);
  });
}
