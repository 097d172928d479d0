import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
const serve = require('../../scripts/serve.js');
const { readServeOptions } = require('../../scripts/serve-options.js');

const BASE = '/react-native-paper';
const HASHED_JS = 'app-0123456789abcdef0123.js';
const HASHED_CSS = 'styles.0123456789abcdef0123.css';
const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";
const FRAME_CSP = "default-src 'none'; script-src 'sha256-abc=' 'unsafe-eval'";
const cspPage = (policy: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${policy.replace(/'/g, '&#x27;')}"/></head><body>Page</body></html>`;
const BIG_SIZE = 16 * 1024 * 1024; // more than loopback socket buffers hold, so a download can be cut off midway

// A small built site: <tmp>/ is served, <tmp>-private/ is a sibling that shares its name as a prefix.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
const sibling = `${site}-private`;
const appJs = 'console.log("the app chunk, long enough to be worth compressing, compressing, compressing");\n';
const staleJs = 'console.log("rebuilt after its copies were written");\n';
const files: Record<string, string | Buffer> = {
  'index.html': `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${CSP.replace(/'/g, '&#x27;')}"/><title>Home</title></head><body>Home</body></html>`,
  '404.html': '<!DOCTYPE html><html><head><title>Not found</title></head><body>No such page</body></html>',
  'docs/index.html': '<!DOCTYPE html><html><head><title>Docs</title></head><body>Docs</body></html>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'docs.md': '# Docs\n',
  [HASHED_JS]: appJs,
  [`${HASHED_JS}.br`]: zlib.brotliCompressSync(appJs),
  [`${HASHED_JS}.gz`]: zlib.gzipSync(appJs),
  [`${HASHED_JS}.map`]: '{"version":3,"sources":["src/secret-source.ts"]}',
  [HASHED_CSS]: 'body { margin: 0 }\n',
  'static/logo-0a1b2c.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'page-data/docs/page-data.json': '{"path":"/docs/"}',
  'webpack.stats.json': '{"assetsByChunkName":{}}',
  'chunk-map.json': '{"app":["/app.js"]}',
  'chunk-map.json.br': zlib.brotliCompressSync('{"app":["/app.js"]}'),
  '_gatsby/slices/_gatsby-scripts-1.html': '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>',
  'big.bin': Buffer.alloc(BIG_SIZE, 7),
  'live-preview/frame.html': cspPage(FRAME_CSP),
  'framed-anywhere.html': cspPage("default-src 'self'; frame-ancestors *"),
  'stale.js': staleJs,
  'stale.js.br': zlib.brotliCompressSync('console.log("the previous build");\n'),
  'stale.js.gz': zlib.gzipSync('console.log("the previous build");\n'),
  'leaky.txt': 'a file whose .gz copy is a symlink out of the folder\n',
  'newer-stray.js': staleJs,
  'newer-stray.js.gz': zlib.gzipSync('console.log("some other file");\n'),
  'older-faithful.js': appJs,
  'older-faithful.js.br': zlib.brotliCompressSync(appJs),
  'older-faithful.js.gz': zlib.gzipSync(appJs),
  'not-gzip.js': appJs,
  'not-gzip.js.gz': appJs,
  'longer-copy.js': appJs,
  'longer-copy.js.gz': zlib.gzipSync(`${appJs}// and a line more\n`),
};
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
  fs.writeFileSync(path.join(site, name), content);
}
// Folders whose names a Location header cannot carry as they are.
const ODD_FOLDERS = ['文档', 'a\r\nX-Injected: 1'];
for (const name of ODD_FOLDERS) fs.mkdirSync(path.join(site, name));
fs.mkdirSync(sibling);
fs.writeFileSync(path.join(sibling, 'secret.txt'), 'the secret');
fs.writeFileSync(path.join(sibling, 'secret.txt.gz'), zlib.gzipSync('the secret'));
// Copies left from an earlier build: older than the file they were made from.
const anHourAgo = new Date(Date.now() - 3600_000);
for (const copy of ['stale.js.br', 'stale.js.gz', 'older-faithful.js.br', 'older-faithful.js.gz'])
  fs.utimesSync(path.join(site, copy), anHourAgo, anHourAgo);
// A copy written after its file, holding other bytes.
const inAnHour = new Date(Date.now() + 3600_000);
fs.utimesSync(path.join(site, 'newer-stray.js.gz'), inAnHour, inAnHour);
// Symlinks out of the served folder (never followed) and inside it (followed).
fs.symlinkSync(path.join(sibling, 'secret.txt'), path.join(site, 'escape.txt'));
fs.symlinkSync(sibling, path.join(site, 'escape-dir'));
fs.symlinkSync(path.join(sibling, 'secret.txt.gz'), path.join(site, 'leaky.txt.gz'));
fs.symlinkSync('robots.txt', path.join(site, 'inside-link.txt'));
fs.symlinkSync('docs', path.join(site, 'docs-link'));

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let server: http.Server;
let port: number;
let uncompressedServer: http.Server;

beforeAll(async () => {
  server = serve.createServer({ dir: site, base: BASE });
  uncompressedServer = serve.createServer({ dir: site, base: BASE, compress: false });
  await Promise.all(
    [server, uncompressedServer].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))),
  );
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await Promise.all([server, uncompressedServer].map((s) => new Promise((resolve) => s.close(resolve))));
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(sibling, { recursive: true, force: true });
});

/** Sends the path exactly as given (no normalisation), on its own connection. */
function request(
  sitePath: string,
  {
    method = 'GET',
    headers = {},
    to = server,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; to?: http.Server } = {},
) {
  const { port: target } = to.address() as { port: number };
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: target, path: sitePath, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const BAD_REQUESTS: [label: string, sitePath: string][] = [
  ['an empty authority (//)', '//'],
  ['a NUL byte', `${BASE}/index.html%00.txt`],
  ['a 300-character path segment', `${BASE}/${'a'.repeat(300)}`],
  ['a path below a file', `${BASE}/robots.txt/x`],
  ['broken percent-encoding', `${BASE}/%E0%A4%A`],
  ['a lone percent sign', `${BASE}/100%`],
  ['a backslash host', '/\\evil.example/'],
];

describe('the local static server (scripts/serve.js)', () => {
  it('redirects to the base path, answers folders with index.html and unknown paths with 404.html', async () => {
    const root = await request('/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe(`${BASE}/`);
    const home = await request(`${BASE}/`);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('<body>Home</body>');
    const docs = await request(`${BASE}/docs/`);
    expect(docs.body.toString()).toContain('<body>Docs</body>');
    const missing = await request(`${BASE}/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('No such page');
    const outsideBase = await request('/robots.txt');
    expect(outsideBase.status).toBe(404);
  });

  it.each(BAD_REQUESTS)('answers %s with 400 or 404 instead of crashing', async (_, sitePath) => {
    const reply = await request(sitePath);
    expect([400, 404]).toContain(reply.status);
  });

  it('sends markdown pages as text/markdown, so browsers show them', async () => {
    const markdown = await request(`${BASE}/docs.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('stays up after every bad request', async () => {
    for (const [, sitePath] of BAD_REQUESTS) await request(sitePath);
    for (const name of ODD_FOLDERS) await request(`${BASE}/${encodeURIComponent(name)}`);
    await request(`${BASE}/`, { method: 'DELETE' });
    await request(`${BASE}/robots.txt`, { headers: { Range: 'bytes=999-' } });
    const good = await request(`${BASE}/robots.txt`);
    expect(good.status).toBe(200);
    expect(good.body.toString()).toBe(files['robots.txt']);
  });

  it('keeps requests inside the served folder, even next to a sibling folder that shares its name', async () => {
    expect(fs.readFileSync(path.join(sibling, 'secret.txt'), 'utf8')).toBe('the secret');
    const name = path.basename(sibling);
    for (const sitePath of [
      `${BASE}/..%2f${name}/secret.txt`,
      `${BASE}/%2e%2e%2f${name}/secret.txt`,
      `${BASE}/../${name}/secret.txt`,
    ]) {
      const reply = await request(sitePath);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).not.toContain('the secret');
    }
  });

  it('adds the slash to a folder with a Location built from the encoded path, so odd names cannot inject headers', async () => {
    const docs = await request(`${BASE}/docs?tab=props`);
    expect(docs.status).toBe(301);
    expect(docs.headers.location).toBe(`${BASE}/docs/?tab=props`);
    const unicode = await request(`${BASE}/${encodeURIComponent('文档')}`);
    expect(unicode.status).toBe(301);
    expect(unicode.headers.location).toBe(`${BASE}/%E6%96%87%E6%A1%A3/`);
    const crlf = await request(`${BASE}/a%0D%0AX-Injected:%201`);
    expect(crlf.status).toBe(301);
    expect(crlf.headers.location).toBe(`${BASE}/a%0D%0AX-Injected:%201/`);
    expect(crlf.headers['x-injected']).toBeUndefined();
  });

  it('answers methods other than GET and HEAD with 405 and an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await request(`${BASE}/robots.txt`, { method, headers: { 'Content-Length': 0 } });
      expect([method, reply.status]).toEqual([method, 405]);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(`${BASE}/robots.txt`);
    const head = await request(`${BASE}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('negotiates the precompressed copy with Vary, and sends the file itself when compression is off', async () => {
    const br = await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(appJs);
    const gzip = await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const off = await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': 'br' }, to: uncompressedServer });
    expect(off.headers['content-encoding']).toBeUndefined();
    expect(off.body.toString()).toBe(appJs);
  });

  it('serves single byte ranges with 206 and Content-Range, from the uncompressed file', async () => {
    const whole = await request(`${BASE}/${HASHED_JS}`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = Buffer.byteLength(appJs);
    const cases: [range: string, start: number, end: number][] = [
      ['bytes=2-5', 2, 5],
      ['bytes=10-', 10, size - 1],
      ['bytes=-4', size - 4, size - 1],
      ['bytes=0-99999', 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const reply = await request(`${BASE}/${HASHED_JS}`, { headers: { Range: range, 'Accept-Encoding': 'br, gzip' } });
      expect([range, reply.status]).toEqual([range, 206]);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(reply.body.toString()).toBe(appJs.slice(start, end + 1));
    }
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const size = Buffer.byteLength(appJs);
    for (const range of [`bytes=${size}-`, 'bytes=9-3', 'bytes=-0']) {
      const reply = await request(`${BASE}/${HASHED_JS}`, { headers: { Range: range } });
      expect([range, reply.status]).toEqual([range, 416]);
      expect(reply.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('caches hashed chunks, the hashed stylesheet and static/ for a year', async () => {
    for (const file of [HASHED_JS, HASHED_CSS, 'static/logo-0a1b2c.svg']) {
      const reply = await request(`${BASE}/${file}`);
      expect([file, reply.status, reply.headers['cache-control']]).toEqual([
        file,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
  });

  it('revalidates HTML and page data: no-cache, a stable ETag per encoding, and 304 for If-None-Match', async () => {
    for (const sitePath of [`${BASE}/`, `${BASE}/docs/`, `${BASE}/page-data/docs/page-data.json`]) {
      const first = await request(sitePath);
      const again = await request(sitePath);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(again.headers.etag).toBe(first.headers.etag);
      const cached = await request(sitePath, { headers: { 'If-None-Match': first.headers.etag as string } });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
      const stale = await request(sitePath, { headers: { 'If-None-Match': '"something-else"' } });
      expect(stale.status).toBe(200);
    }
    const plain = await request(`${BASE}/${HASHED_JS}`);
    const br = await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it("does not serve source maps, webpack stats or Gatsby's build-time slices, not even their compressed copies", async () => {
    for (const file of [
      `${HASHED_JS}.map`,
      'webpack.stats.json',
      'chunk-map.json',
      'chunk-map.json.br',
      '_gatsby/slices/_gatsby-scripts-1.html',
    ]) {
      const reply = await request(`${BASE}/${file}`);
      expect([file, reply.status]).toEqual([file, 404]);
    }
    // What the site needs is still there, and so are compressed copies asked for by name.
    for (const file of [HASHED_JS, `${HASHED_JS}.br`, 'page-data/docs/page-data.json']) {
      expect([file, (await request(`${BASE}/${file}`)).status]).toEqual([file, 200]);
    }
  });

  it('sends the security headers with every response, whatever its status', async () => {
    expect(serve.SECURITY_HEADERS).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    });
    const etag = (await request(`${BASE}/robots.txt`)).headers.etag as string;
    const replies = await Promise.all([
      request(`${BASE}/robots.txt`),
      request('/'),
      request(`${BASE}/docs`),
      request(`${BASE}/no-such-page`),
      request(`${BASE}/%E0%A4%A`),
      request(`${BASE}/?q=${'a'.repeat(10_000)}`),
      request(`${BASE}/`, { method: 'POST', headers: { 'Content-Length': 0 } }),
      request(`${BASE}/robots.txt`, { headers: { Range: 'bytes=0-1' } }),
      request(`${BASE}/robots.txt`, { headers: { Range: 'bytes=999-' } }),
      request(`${BASE}/robots.txt`, { headers: { 'If-None-Match': etag } }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 302, 301, 404, 404, 414, 405, 206, 416, 304]);
    for (const reply of replies) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()');
    }
  });

  it("sends an HTML page's Content-Security-Policy meta tag as a header with frame-ancestors, and only frame-ancestors for pages without one", async () => {
    const home = await request(`${BASE}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(home.headers['content-security-policy']).toBe(`${CSP}; frame-ancestors 'none'`);
    const docs = await request(`${BASE}/docs/`);
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('closes the file when a download is aborted', async () => {
    const bigFile = fs.realpathSync(path.join(site, 'big.bin'));
    const openCopies = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`) === bigFile;
        } catch {
          return false;
        }
      }).length;
    if (!fs.existsSync('/proc/self/fd')) return; // Linux only
    const whileSending = await new Promise<{ status?: number; open: number }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: `${BASE}/big.bin`, agent: false }, (res) => {
        // The body is not read, so the server is still sending it.
        const seen = { status: res.statusCode, open: openCopies() };
        req.destroy();
        resolve(seen);
      });
      req.on('error', reject);
    });
    expect(whileSending).toEqual({ status: 200, open: 1 });
    for (let attempt = 0; attempt < 50 && openCopies() > 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openCopies()).toBe(0);
  });

  const NEGOTIATIONS: [acceptEncoding: string, sent: string | undefined][] = [
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['Br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    [' gzip ; q=0.8 , BR ; Q=0 ', 'gzip'],
    ['br;q=, gzip;q=nonsense', undefined],
    ['identity', undefined],
  ];

  it.each(NEGOTIATIONS)(
    'honours Accept-Encoding %j (q-values, *, any case): sends %s',
    async (acceptEncoding, sent) => {
      const reply = await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(sent);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[sent ?? ''] ?? ((body: Buffer) => body);
      expect(decode(reply.body).toString()).toBe(appJs);
    },
  );

  it('sends a precompressed copy only when it decompresses to the bytes of its file, whatever its date', async () => {
    const cases: [file: string, acceptEncoding: string, sent: string | undefined, body: string][] = [
      ['stale.js', 'br', undefined, staleJs],
      ['stale.js', 'gzip', undefined, staleJs],
      ['stale.js', 'br, gzip', undefined, staleJs],
      ['newer-stray.js', 'gzip', undefined, staleJs],
      ['not-gzip.js', 'gzip', undefined, appJs],
      ['longer-copy.js', 'gzip', undefined, appJs],
      ['older-faithful.js', 'br, gzip', 'br', appJs],
      ['older-faithful.js', 'gzip', 'gzip', appJs],
    ];
    for (const [file, acceptEncoding, sent, body] of cases) {
      const reply = await request(`${BASE}/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } });
      const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[sent ?? ''] ?? ((data: Buffer) => data);
      expect([
        file,
        acceptEncoding,
        reply.status,
        reply.headers['content-encoding'],
        decode(reply.body).toString(),
      ]).toEqual([file, acceptEncoding, 200, sent, body]);
    }
  });

  it('decompresses a copy once to judge it, and again only after the file or the copy changes', async () => {
    const file = path.join(site, 'rebuilt.js');
    fs.writeFileSync(file, appJs);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(appJs));
    const gunzip = jest.spyOn(zlib, 'gunzipSync');
    try {
      const encodings = [];
      for (let i = 0; i < 3; i++)
        encodings.push(
          (await request(`${BASE}/rebuilt.js`, { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding'],
        );
      expect(encodings).toEqual(['gzip', 'gzip', 'gzip']);
      expect(gunzip).toHaveBeenCalledTimes(1);
      // The file is rebuilt with other bytes and its copy is left behind.
      fs.writeFileSync(file, staleJs);
      const rebuilt = await request(`${BASE}/rebuilt.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect([rebuilt.headers['content-encoding'], rebuilt.body.toString()]).toEqual([undefined, staleJs]);
      // Then the copy catches up.
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(staleJs));
      const caughtUp = await request(`${BASE}/rebuilt.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(caughtUp.headers['content-encoding']).toBe('gzip');
      expect(gunzip).toHaveBeenCalledTimes(3);
    } finally {
      gunzip.mockRestore();
    }
  });

  const UNUSABLE_ADDRESSES: [label: string, sitePath: string, status: number][] = [
    ['a lone percent sign', `${BASE}/%`, 404],
    ['a cut-off percent-encoded character', `${BASE}/docs/%E0%A4%A`, 404],
    ['a 10 kB path', `${BASE}/docs/${'a'.repeat(10_000)}`, 414],
    ['a 10 kB query', `${BASE}/docs/?q=${'a'.repeat(10_000)}`, 414],
  ];

  it.each(UNUSABLE_ADDRESSES)(
    "answers %s with the site's not-found page and its headers, not an error text",
    async (_, sitePath, status) => {
      const reply = await request(sitePath, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(reply.status).toBe(status);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(files['404.html']);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it('lets no other site frame a page: frame-ancestors and X-Frame-Options on every response', async () => {
    const pages = [`${BASE}/`, `${BASE}/docs/`, `${BASE}/no-such-page/`];
    for (const sitePath of pages) {
      const reply = await request(sitePath, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect([sitePath, reply.headers['content-security-policy']]).toEqual([
        sitePath,
        expect.stringContaining("frame-ancestors 'none'"),
      ]);
      expect([sitePath, reply.headers['x-frame-options']]).toEqual([sitePath, 'DENY']);
    }
    // A policy that allows any framer (meta tags cannot set frame-ancestors, so the build never writes one) is not obeyed.
    const anywhere = await request(`${BASE}/framed-anywhere.html`);
    expect(anywhere.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    const others = await Promise.all([
      request(`${BASE}/robots.txt`),
      request('/'),
      request(`${BASE}/docs`),
      request(`${BASE}/`, { method: 'POST', headers: { 'Content-Length': 0 } }),
      request(`${BASE}/robots.txt`, { headers: { Range: 'bytes=999-' } }),
    ]);
    expect(others.map((reply) => [reply.status, reply.headers['x-frame-options']])).toEqual(
      [200, 302, 301, 405, 416].map((status) => [status, 'DENY']),
    );
  });

  it('lets the site frame its live-example frame, and only the site', async () => {
    for (const acceptEncoding of ['', 'br']) {
      const frame = await request(`${BASE}/live-preview/frame.html`, {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(frame.status).toBe(200);
      expect(frame.headers['content-security-policy']).toBe(`${FRAME_CSP}; frame-ancestors 'self'`);
      expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('does not follow symlinks out of the served folder; symlinks that stay inside it work', async () => {
    for (const sitePath of [
      `${BASE}/escape.txt`,
      `${BASE}/escape-dir/secret.txt`,
      `${BASE}/escape-dir/`,
      `${BASE}/escape-dir`,
    ]) {
      const reply = await request(sitePath);
      expect([sitePath, reply.status]).toEqual([sitePath, 404]);
      expect(reply.body.toString()).not.toContain('the secret');
    }
    // Nor to a precompressed copy that leads outside.
    const leaky = await request(`${BASE}/leaky.txt`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(leaky.headers['content-encoding']).toBeUndefined();
    expect(leaky.body.toString()).toBe(files['leaky.txt']);
    expect((await request(`${BASE}/leaky.txt.gz`)).status).toBe(404);
    const insideFile = await request(`${BASE}/inside-link.txt`);
    expect([insideFile.status, insideFile.body.toString()]).toEqual([200, files['robots.txt']]);
    const insideFolder = await request(`${BASE}/docs-link/`);
    expect([insideFolder.status, insideFolder.body.toString()]).toEqual([200, files['docs/index.html']]);
  });
});

describe('cspFromHtml', () => {
  it('reads the policy from the meta tag, decoding the entities React writes', () => {
    expect(
      serve.cspFromHtml(
        `<head><meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#39;sha256-a+b=&#39;; connect-src &quot;x&quot; a&amp;b"/></head>`,
      ),
    ).toBe(`script-src 'self' 'sha256-a+b='; connect-src "x" a&b`);
  });

  it('finds the tag whatever the attribute order and case', () => {
    expect(
      serve.cspFromHtml(
        `<meta charSet="utf-8"><META content='default-src &apos;none&apos;' HTTP-EQUIV="content-security-policy">`,
      ),
    ).toBe("default-src 'none'");
  });

  it('returns null without a CSP meta tag, or when it is only in the body', () => {
    expect(serve.cspFromHtml('<head><meta name="description" content="default-src *"></head>')).toBeNull();
    expect(
      serve.cspFromHtml(
        '<head></head><body><meta http-equiv="Content-Security-Policy" content="default-src *"></body>',
      ),
    ).toBeNull();
  });

  it('never returns a value a header cannot carry', () => {
    expect(
      serve.cspFromHtml(
        '<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;;&#13;&#10;X-Injected: 1\n  img-src *">',
      ),
    ).toBe("default-src 'self'; X-Injected: 1 img-src *");
  });
});

describe('the local static server out of file descriptors', () => {
  afterEach(() => jest.restoreAllMocks());

  const outOfFiles = (code: string) => Object.assign(new Error(`${code}: too many open files`), { code });
  const expectBusy = (reply: Reply) => {
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // Nothing of the file's own headers is left over.
    expect([reply.headers.etag, reply.headers['last-modified'], reply.headers['content-encoding']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  };

  it.each(['EMFILE', 'ENFILE'])('answers 503, not 404, when opening the file fails with %s', async (code) => {
    const open = fs.open;
    jest.spyOn(fs, 'open').mockImplementation(((file: fs.PathLike, ...rest: unknown[]) => {
      if (!String(file).startsWith(site)) return (open as any)(file, ...rest);
      process.nextTick(rest[rest.length - 1] as (error: Error) => void, outOfFiles(code));
    }) as any);
    expectBusy(await request(`${BASE}/robots.txt`));
    expectBusy(await request(`${BASE}/${HASHED_JS}`, { headers: { 'Accept-Encoding': 'br' } }));
  });

  it('answers 503 when a page cannot be read for its policy, rather than send it without', async () => {
    const openSync = fs.openSync;
    jest.spyOn(fs, 'openSync').mockImplementation(((file: fs.PathLike, ...rest: unknown[]) => {
      if (String(file).endsWith('index.html')) throw outOfFiles('EMFILE');
      return (openSync as any)(file, ...rest);
    }) as any);
    const reply = await request(`${BASE}/`);
    expectBusy(reply);
    expect(reply.body.toString()).not.toContain('Home');
  });

  it('answers 503 when looking the file up fails with ENFILE', async () => {
    const statSync = fs.statSync;
    jest.spyOn(fs, 'statSync').mockImplementation(((file: fs.PathLike, ...rest: unknown[]) => {
      if (String(file).endsWith('docs.md')) throw outOfFiles('ENFILE');
      return (statSync as any)(file, ...rest);
    }) as any);
    expectBusy(await request(`${BASE}/docs.md`));
  });

  it('serves the file again once descriptors are free', async () => {
    const reply = await request(`${BASE}/robots.txt`);
    expect([reply.status, reply.body.toString()]).toEqual([200, files['robots.txt']]);
  });
});

describe('the command line (node scripts/serve.js)', () => {
  const script = path.join(__dirname, '../../scripts/serve.js');
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });

  it('exits with a one-line message and a non-zero code when the port is taken', async () => {
    const taken = await freePort();
    const args = [script, '--port', String(taken), '--dir', site, '--base', BASE];
    const first = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        first.stdout.on('data', (chunk) => String(chunk).includes('Serving the built site') && resolve());
        first.on('exit', (code) => reject(new Error(`the first server exited with ${code}`)));
      });
      const served = await new Promise<number | undefined>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port: taken, path: `${BASE}/robots.txt`, agent: false }, (res) =>
            resolve(res.resume().statusCode),
          )
          .on('error', reject),
      );
      expect(served).toBe(200);
      const second = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 30000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toBe(`Port ${taken} is in use; pass --port to use another.\n`);
      expect(second.stdout).toBe('');
    } finally {
      first.kill();
    }
  });

  it.each([
    ['/b/', '/b/'],
    ['/b', '/b/'],
    ['b', '/b/'],
    ['/b//', '/b/'],
    ['', '/'],
    ['/', '/'],
  ])(
    'with --base %j prints the home page at …%s, one slash between base and page, and serves it there',
    async (base, home) => {
      const child = spawn(process.execPath, [script, '--port', '0', '--dir', site, `--base=${base}`], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const line = await new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk) => {
            out += String(chunk);
            if (out.includes('\n')) resolve(out.split('\n')[0]);
          });
          child.on('exit', (code) => reject(new Error(`serve.js exited with ${code}: ${out}`)));
        });
        const port = Number(/localhost:(\d+)\//.exec(line)?.[1]);
        expect(line).toBe(`Serving the built site at http://localhost:${port}${home}`);
        const page = await new Promise<[number | undefined, string]>((resolve, reject) =>
          http
            .get({ host: '127.0.0.1', port, path: home, agent: false }, (res) => {
              let body = '';
              res.on('data', (chunk) => (body += String(chunk)));
              res.on('end', () => resolve([res.statusCode, body]));
            })
            .on('error', reject),
        );
        expect(page).toEqual([200, files['index.html']]);
      } finally {
        child.kill();
      }
    },
  );

  it('prints its usage with --help and exits 0 without serving', () => {
    const help = spawnSync(process.execPath, [script, '--help', '--port', '0'], { encoding: 'utf8', timeout: 30000 });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: node scripts\/serve\.js/);
    for (const option of ['--port', '--base', '--dir', '--no-compress', '--help'])
      expect(help.stdout).toContain(option);
    expect(help.stdout).not.toContain('Serving the built site');
    expect(spawnSync(process.execPath, [script, '-h'], { encoding: 'utf8', timeout: 30000 }).stdout).toBe(help.stdout);
  });

  it.each([
    [['--bogus'], '"--bogus"'],
    [['--port', '0', '--compress'], '"--compress"'],
    [['public'], '"public"'],
    [['--port'], '--port'],
  ])('refuses %j with a message naming it, the usage and exit code 1', (args, named) => {
    const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 30000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toContain(named);
    expect(run.stderr).toContain('Usage: node scripts/serve.js');
  });
});

describe('readServeOptions (the command line of scripts/serve.js)', () => {
  it('reads every option, with its value after a space or an equals sign', () => {
    expect(readServeOptions(['--port', '8080', '--base=/docs-site', '--dir', 'out', '--no-compress'])).toEqual({
      help: false,
      port: 8080,
      base: '/docs-site',
      dir: 'out',
      compress: false,
    });
    expect(readServeOptions(['--port=0', '--base', ''])).toMatchObject({ port: 0, base: '' });
  });

  it('defaults to PORT, then 9000, public/, the configured base and compression on', () => {
    expect(readServeOptions([], { PORT: '7000' })).toEqual({
      help: false,
      port: 7000,
      base: undefined,
      dir: 'public',
      compress: true,
    });
    expect(readServeOptions([])).toMatchObject({ port: 9000 });
    expect(readServeOptions(['--port', '7001'], { PORT: '7000' })).toMatchObject({ port: 7001 });
  });

  it.each([
    [['--port', 'http'], '--port must be a number from 0 to 65535, not "http".'],
    [['--port', '65536'], '--port must be a number from 0 to 65535, not "65536".'],
    [['--port=', '--dir', 'x'], '--port must be a number from 0 to 65535, not "".'],
    [['--dir'], '--dir needs a value, as in --dir=<value>.'],
    [['--base', '--no-compress'], '--base needs a value, as in --base=<value>.'],
    [['--gzip'], 'Unknown option "--gzip".'],
    [['--no-compress=yes'], 'Unknown option "--no-compress=yes".'],
  ])('refuses %j', (args, message) => {
    expect(() => readServeOptions(args)).toThrow(message);
  });
});
