import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import { BASE, PUBLIC_DIR } from '../helpers/built-site';
import { currentVersion } from '../helpers/site-routes';
const serve = require('../../scripts/serve.js');

const builtFile = (pattern: RegExp) => {
  const name = fs.readdirSync(PUBLIC_DIR).find((file) => pattern.test(file));
  if (!name) throw new Error(`No built file matches ${pattern}`);
  return path.join(PUBLIC_DIR, name);
};

const SAMPLES: [label: string, file: string][] = [
  ['a page', path.join(PUBLIC_DIR, 'docs/components/Button/index.html')],
  ['a .html alias', path.join(PUBLIC_DIR, 'docs/guides/theming.html')],
  ['the app chunk', builtFile(/^app-[0-9a-f]+\.js$/)],
  ['the shared stylesheet', builtFile(/^styles\.[0-9a-f]+\.css$/)],
  ['page data', path.join(PUBLIC_DIR, 'page-data/docs/components/Button/page-data.json')],
  ['the search index', path.join(PUBLIC_DIR, 'search-index.json')],
  ['the sitemap', path.join(PUBLIC_DIR, 'sitemap-0.xml')],
];

describe('precompressed files', () => {
  it.each(SAMPLES)('%s has .br and .gz copies with the same content', (_, file) => {
    const original = fs.readFileSync(file);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length / 2);
  });

  it('leaves images and fonts, which are compressed already, alone', () => {
    // The current version's Button screenshots.
    const images = fs.readdirSync(path.join(PUBLIC_DIR, currentVersion().screenshotsPath, 'button'));
    expect(images.some((name) => name.endsWith('.webp'))).toBe(true);
    expect(images.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });
});

/** GET a path from the local server; the body is returned as sent, not decoded. */
function get(server: http.Server, sitePath: string, acceptEncoding?: string) {
  const { port } = server.address() as { port: number };
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: sitePath, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('the local server', () => {
  const servers: http.Server[] = [];
  const start = async (options: { compress?: boolean } = {}) => {
    const server = serve.createServer({ dir: PUBLIC_DIR, base: BASE, ...options });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  };
  afterAll(() => servers.forEach((server) => server.close()));

  const page = `${BASE}/docs/components/Button/`;
  const html = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/components/Button/index.html'));

  it('sends the brotli copy to a browser that accepts it, and says so', async () => {
    const response = await get(await start(), page, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(response.body).equals(html)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const server = await start();
    const gzipped = await get(server, page, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).equals(html)).toBe(true);
    const plain = await get(server, page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);
  });

  it('sends files uncompressed when compression is turned off', async () => {
    const response = await get(await start({ compress: false }), page, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(html)).toBe(true);
  });

  it('compresses the 404 page too', async () => {
    const response = await get(await start(), `${BASE}/no-such-page/`, 'br');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
