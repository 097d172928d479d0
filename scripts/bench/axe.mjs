// axe-core's serious and critical findings per page, colour mode and width (the browser tests
// assert there are none; the benchmark reports them, so a regression shows where it is).
import axeCheck from '../axe-check.js';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {Record<string, string>} pages Site paths by page name.
 */
export async function measureAxe(browser, site, pages) {
  const rows = [];
  for (const mode of ['light', 'dark']) {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
      for (const [name, sitePath] of Object.entries(pages)) {
        const page = await context.newPage();
        await page.goto(site.url(sitePath), { waitUntil: 'networkidle' });
        await axeCheck.revealLazyContent(page);
        const findings = await axeCheck.seriousViolations(page);
        rows.push({ page: name, path: sitePath, mode, width, findings });
        await page.close();
      }
      await context.close();
    }
  }
  return rows;
}
