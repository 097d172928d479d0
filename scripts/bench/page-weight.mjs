// What a first visit to a page downloads, as Chromium fetches it from the built site: every
// response until the network is idle (before Gatsby starts prefetching other pages), by kind,
// raw and gzipped, with the CSS inlined in the HTML counted on its own too, and the number of DOM
// elements the page has once loaded (what the browser lays out and React hydrates).
import zlib from 'node:zlib';

/** @typedef {'html' | 'js' | 'css' | 'data' | 'images' | 'fonts' | 'other' | 'total'} Kind */

/**
 * A page's first load: requests, bytes by kind (raw and gzipped) and the CSS inlined in its HTML.
 * @typedef {{ page: string, path: string, requests: number, inlinedCss: number, domElements: number } & Partial<Record<Kind, { raw: number, gzip: number }>>} PageWeightRow
 */

/** @type {Record<string, Kind | undefined>} */
const KINDS = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  fetch: 'data',
  xhr: 'data',
  image: 'images',
  font: 'fonts',
};

/** @type {(html: string) => number} */
const inlinedCss = (html) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, match) => n + Buffer.byteLength(match[1]), 0);

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {Record<string, string>} pages Site paths by page name.
 */
export async function measurePageWeight(browser, site, pages) {
  /** @type {PageWeightRow[]} */
  const rows = [];
  for (const [name, sitePath] of Object.entries(pages)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    /** @type {Promise<{ kind: Kind, body: Buffer } | null>[]} */
    const bodies = [];
    page.on('response', (response) => {
      const kind = KINDS[response.request().resourceType()] ?? 'other';
      bodies.push(
        response.body().then(
          (body) => ({ kind, body }),
          () => null,
        ),
      );
    });
    await page.goto(site.url(sitePath), { waitUntil: 'networkidle' });
    const domElements = await page.locator('*').count();
    /** @type {PageWeightRow} */
    const row = { page: name, path: sitePath, requests: 0, inlinedCss: 0, domElements };
    /** @type {(key: Kind, raw: number, gzip: number) => void} */
    const add = (key, raw, gzip) => {
      row[key] = { raw: (row[key]?.raw ?? 0) + raw, gzip: (row[key]?.gzip ?? 0) + gzip };
    };
    for (const { kind, body } of /** @type {{ kind: Kind, body: Buffer }[]} */ (
      (await Promise.all(bodies)).filter(Boolean)
    )) {
      const gzip = zlib.gzipSync(body).length;
      add(kind, body.length, gzip);
      add('total', body.length, gzip);
      row.requests += 1;
      if (kind === 'html') row.inlinedCss += inlinedCss(body.toString('utf8'));
    }
    rows.push(row);
    await context.close();
  }
  return rows;
}
