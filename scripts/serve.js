// Serves the built site (public/) under its base path, as a static host would. `send` (the file
// server under Express's serve-static) does the HTTP of sending one file: ETag and Last-Modified
// revalidation, single byte ranges with If-Range, HEAD, streaming, and closing the file when a
// download stops. This wrapper decides which file answers and adds the site's headers: folders
// answer with their index.html, unknown paths and addresses that cannot name a file (broken
// percent-encoding, too long) with 404.html, a precompressed copy (.br, .gz, written by the build)
// goes to browsers that accept it when it decompresses to the file's bytes, and symlinks that lead
// out of the folder are not followed. Only GET and HEAD; 503 when out of file descriptors.
// Usage: node scripts/serve.js --help (the options are in serve-options.js)
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const send = require('send');
const {
  SECURITY_HEADERS,
  framing,
  pagePolicy,
  pickEncoding,
  cspFromHtml,
  isImmutable,
  headerSafe,
} = require('./serve-helpers');
const { isBuildOnly } = require('./build-only-files');
const { createCopyChecker } = require('./serve-copies');
const { USAGE, readServeOptions } = require('./serve-options');

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {NodeJS.ErrnoException} ErrnoException */

/** @type {Record<string, string | undefined>} */
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

/** The precompressed copies the build writes beside a file, by content coding, best first. */
const COPIES = { br: '.br', gzip: '.gz' };

/**
 * Errors that mean the process is out of file descriptors: a busy server, not a missing file.
 * @type {ReadonlySet<string | undefined>}
 */
const OUT_OF_FILES = new Set(['EMFILE', 'ENFILE']);

/**
 * The longest request target (path and query) answered as an address; longer ones get 414 and the
 * not-found page. The site's own addresses are far shorter; Node accepts up to its 16 kB header limit.
 */
const MAX_TARGET_LENGTH = 8 * 1024;

/** @type {(folder: string, file: string) => boolean} */
const isInside = (folder, file) => {
  const relative = path.relative(folder, file);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
};

/**
 * Clears what an earlier attempt set and puts back the headers every response carries.
 * @param {Response} res
 */
function resetHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {string} text
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 */
function plain(req, res, status, text, headers = {}) {
  resetHeaders(res);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * Answers a request whose handling threw: 503 when out of file descriptors, else 500 (and logged).
 * @param {Request} req
 * @param {Response} res
 * @param {ErrnoException} error
 */
function failed(req, res, error) {
  if (res.headersSent) return res.destroy();
  if (OUT_OF_FILES.has(error.code))
    return plain(req, res, 503, 'Too many open files; try again shortly.\n', { 'Retry-After': '1' });
  console.error(`serve: ${req.method} ${JSON.stringify(req.url)}: ${error.message}`);
  plain(req, res, 500, 'Internal error\n');
}

/**
 * The first 16 kB of a file (enough for the <head> meta tags), or '' if it cannot be read.
 * @param {string} file
 */
function headOf(file) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
    const buffer = Buffer.alloc(16 * 1024);
    return buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, buffer.length, 0));
  } catch (error) {
    // Out of descriptors, the page must not go out without its policy.
    if (OUT_OF_FILES.has(/** @type {ErrnoException} */ (error).code)) throw error;
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The base path as the server matches it: one leading `/` and no trailing one (`/b/`, `/b` and `b`
 * all give `/b`; '' and `/` give '', the root).
 * @param {string} base
 */
function basePrefix(base) {
  return base.replace(/^\/*/, '/').replace(/\/+$/, '');
}

/**
 * The address the server prints for the site's home page: `http://localhost:9000/b/` for `--base /b/`.
 * @param {number} port
 * @param {string} base
 */
function siteAddress(port, base) {
  return `http://localhost:${port}${basePrefix(base)}/`;
}

/**
 * @param {object} options
 * @param {string} options.dir The folder to serve.
 * @param {string} options.base The base path the site is served under ('' at the root).
 * @param {boolean} [options.compress] Whether to send the precompressed copies (default true).
 */
function createServer({ dir, base, compress = true }) {
  const root = path.resolve(dir);
  const prefix = basePrefix(base);
  const copyChecker = createCopyChecker();

  /**
   * The stat of a file or folder that is still inside the served folder once symlinks are resolved,
   * or null (missing, outside, anything fs rejects: ENOENT, ENOTDIR, ENAMETOOLONG, ELOOP, EACCES…).
   * @param {string} file
   * @returns {fs.Stats | null}
   */
  function statOf(file) {
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile() && !stat.isDirectory()) return null;
      return isInside(fs.realpathSync(root), fs.realpathSync(file)) ? stat : null;
    } catch (error) {
      if (OUT_OF_FILES.has(/** @type {ErrnoException} */ (error).code)) throw error;
      return null;
    }
  }

  /**
   * The precompressed copies beside `file` that decompress to its bytes, by content coding.
   * @param {string} file
   * @param {fs.Stats} stat
   * @returns {Record<string, string>}
   */
  function faithfulCopies(file, stat) {
    if (!compress) return {};
    const faithful = Object.entries(COPIES).filter(([encoding, extension]) => {
      const copy = statOf(file + extension);
      return copy?.isFile() && copyChecker.holdsSameBytes(file, stat, file + extension, copy, encoding);
    });
    return Object.fromEntries(faithful.map(([encoding, extension]) => [encoding, file + extension]));
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function handle(req, res) {
    /**
     * @param {number} status
     * @param {string} file
     * @param {fs.Stats} stat
     */
    const sendFile = (status, file, stat) => {
      resetHeaders(res);
      const relative = path.relative(root, file);
      const copies = faithfulCopies(file, stat);
      // A range is served from the file itself, never from a compressed copy.
      const encoding =
        status === 200 && req.headers.range ? null : pickEncoding(req.headers['accept-encoding'], Object.keys(copies));
      res.statusCode = status;
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.setHeader(
        'Cache-Control',
        status === 200 && isImmutable(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('X-Frame-Options', framing(relative).xFrameOptions);
      if (file.endsWith('.html'))
        res.setHeader('Content-Security-Policy', pagePolicy(cspFromHtml(headOf(file)), relative));
      if (Object.keys(copies).length) res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      const served = path.relative(root, encoding ? copies[encoding] : file);
      send(req, served.split(path.sep).map(encodeURIComponent).join('/'), {
        root,
        index: false,
        cacheControl: false,
        acceptRanges: status === 200,
      })
        .on('error', (error) => {
          // This runs after handle() has returned, outside the server's own try.
          try {
            sendFailed(error, status);
          } catch (thrown) {
            failed(req, res, /** @type {ErrnoException} */ (thrown));
          }
        })
        .pipe(res);
    };

    /** The site's not-found page, with 404 or the status given (plain text only if the site has none). */
    const notFound = (status = 404) => {
      const page = path.join(root, '404.html');
      const stat = statOf(page);
      return stat?.isFile() ? sendFile(status, page, stat) : plain(req, res, status, `${http.STATUS_CODES[status]}\n`);
    };

    /**
     * @param {import('send').SendError} error
     * @param {number} status
     */
    const sendFailed = (error, status) => {
      if (res.headersSent || OUT_OF_FILES.has(error.code)) return failed(req, res, error);
      if (error.status === 416) return plain(req, res, 416, 'Range not satisfiable\n', error.headers);
      // The file went away between our look and send's.
      if (error.status === 404 && status !== 404) return notFound();
      const code = error.status ?? 500;
      plain(req, res, code, `${http.STATUS_CODES[code]}\n`);
    };

    resetHeaders(res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(req, res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });

    // The request target as sent (origin-form, still percent-encoded); `new URL` would read `//x` or `/\x` as a host.
    const target = req.url ?? '';
    if (!target.startsWith('/')) return notFound(400);
    if (target.length > MAX_TARGET_LENGTH) return notFound(414);
    const [rawPath, ...query] = target.split('#')[0].split('?');
    const search = query.length ? `?${query.join('?')}` : '';
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // Broken percent-encoding names no file; a reader who typed it gets the site's page, not an error text.
      return notFound();
    }
    if (pathname.includes('\0')) return notFound();
    if (prefix && (pathname === '/' || pathname === prefix)) {
      res.writeHead(302, { Location: `${prefix}/` });
      return res.end();
    }
    if (prefix && !pathname.startsWith(`${prefix}/`)) return notFound();
    const file = path.join(root, pathname.slice(prefix.length));
    const stat = statOf(file);
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        // From the encoded path, so a decoded CR/LF or `//host` cannot reach the header.
        res.writeHead(301, { Location: headerSafe(`/${rawPath.replace(/^\/+/, '')}/${search}`) });
        return res.end();
      }
      const index = path.join(file, 'index.html');
      const indexStat = statOf(index);
      return indexStat?.isFile() ? sendFile(200, index, indexStat) : notFound();
    }
    if (!stat || isBuildOnly(path.relative(root, file))) return notFound();
    sendFile(200, file, stat);
  }

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Last resort: one bad request must never stop the server.
      failed(req, res, /** @type {ErrnoException} */ (error));
    }
  });
}

module.exports = { createServer, siteAddress, SECURITY_HEADERS, cspFromHtml };

if (require.main === module) {
  /** @type {(message: string) => never} */
  const stop = (message) => {
    console.error(message);
    process.exit(1);
  };
  /** @type {import('./serve-options').ServeOptions} */
  let options;
  try {
    options = readServeOptions(process.argv.slice(2), process.env);
  } catch (error) {
    stop(`serve: ${/** @type {Error} */ (error).message}\n\n${USAGE}`);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const { port, dir, compress } = options;
  const base = options.base ?? require('./site-base').SITE_BASE;
  const server = createServer({ dir, base, compress });
  server.on('error', (/** @type {ErrnoException} */ error) =>
    stop(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use; pass --port to use another.`
        : `Cannot serve on port ${port}: ${error.message}`,
    ),
  );
  server.listen(port, '127.0.0.1', () => {
    const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Serving the built site at ${siteAddress(listening, base)}`);
  });
}
