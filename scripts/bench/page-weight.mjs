// What a first visit to a page downloads, as Chromium fetches it from the built site: every
// response until the network is idle (before Gatsby starts prefetching other pages), by kind,
// raw and gzipped, with the CSS inlined in the HTML counted on its own too.
import zlib from 'node:zlib';

const KINDS = { document: 'html', script: 'js', stylesheet: 'css', fetch: 'data', xhr: 'data', image: 'images', font: 'fonts' };

const inlinedCss = (html) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, match) => n + Buffer.byteLength(match[1]), 0);

export async function measurePageWeight(browser, site, pages) {
  const rows = [];
  for (const [name, sitePath] of Object.entries(pages)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const kind = KINDS[response.request().resourceType()] ?? 'other';
      bodies.push(response.body().then((body) => ({ kind, body }), () => null));
    });
    await page.goto(site.url(sitePath), { waitUntil: 'networkidle' });
    const row = { page: name, path: sitePath, requests: 0, inlinedCss: 0 };
    const add = (key, raw, gzip) => {
      row[key] = { raw: (row[key]?.raw ?? 0) + raw, gzip: (row[key]?.gzip ?? 0) + gzip };
    };
    for (const { kind, body } of (await Promise.all(bodies)).filter(Boolean)) {
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
