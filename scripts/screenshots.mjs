// Screenshots pages of a running site in light and dark mode at desktop and phone widths.
// Usage: node scripts/screenshots.mjs [--url http://localhost:9000<site.config.ts baseUrl>] [--out /tmp/shots] path...
import fs from 'node:fs';
import path from 'node:path';
import chromium from './chromium.js';
import { SITE_BASE } from './site-base.js';

const { launchChromium } = chromium;

const args = process.argv.slice(2);
/** @type {(name: string, fallback: string) => string} */
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('url', `http://localhost:9000${SITE_BASE}`);
const out = option('out', '/tmp/shots');
const full = option('full', 'false') === 'true';
const paths = args.length ? args : ['/'];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const [device, viewport] of Object.entries(viewports)) {
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${mode}.png`;
      // A whole page shows what the browser leaves undrawn far from the window (content-visibility) too.
      if (full)
        await page.evaluate(() =>
          document.querySelectorAll('body *').forEach((element) => {
            if (getComputedStyle(element).contentVisibility === 'auto')
              /** @type {HTMLElement} */ (element).style.contentVisibility = 'visible';
          }),
        );
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
