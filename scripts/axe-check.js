// axe-core in a Playwright page: the serious and critical findings, as "rule at target, target",
// after the lazily loaded parts of the page are in. Shared by the browser tests and the benchmark.
const fs = require('node:fs');

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */

/**
 * CSS selectors to look at (`include`) and to leave out (`exclude`), as axe takes them.
 * @typedef {{ include?: string[][], exclude?: string[][] }} AxeScope
 */

/**
 * The serious and critical findings on a page, or in a live-example frame (which runs in a process of
 * its own, as the debugging protocol needs); `scope` narrows what axe looks at.
 * @param {Page | Frame} page
 * @param {AxeScope} [scope]
 * @returns {Promise<string[]>}
 */
async function seriousViolations(page, scope = {}) {
  await loadAxe(page);
  return page.evaluate(
    async (context) => {
      // axe reads colours off the drawn page, and `content-visibility: auto` leaves parts far from the
      // window undrawn (the component reference): they are drawn for the check, as a reader scrolling
      // to them sees them, and left to the browser again after it.
      const undrawn = [...document.querySelectorAll('body *')].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      for (const element of undrawn) /** @type {HTMLElement} */ (element).style.contentVisibility = 'visible';
      const result = await /** @type {typeof window & { axe: typeof import('axe-core') }} */ (window).axe.run(context, {
        resultTypes: ['violations'],
        // axe reaches a frame only where it was loaded too, by messages; the live-example frame is
        // checked on its own (its page shuts it down on a message it does not expect).
        iframes: false,
      });
      for (const element of undrawn) /** @type {HTMLElement} */ (element).style.contentVisibility = '';
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} at ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
    },
    { ...(scope.include ? { include: scope.include } : {}), exclude: scope.exclude ?? [] },
  );
}

/**
 * Evaluates axe-core's source through the debugging protocol itself: the site's Content-Security-Policy
 * would block a script tag, and a live-example frame passes what Playwright evaluates through its loop
 * guard, which takes seconds over axe's half a megabyte, long enough for the page to shut the frame down.
 * @param {Page | Frame} target
 */
async function loadAxe(target) {
  const page = 'page' in target ? target.page() : target;
  const session = await page.context().newCDPSession(target);
  const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: AXE });
  await session.detach();
  if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`);
}

/** Content that loads as the reader scrolls near it: [placeholder, what replaces it]. */
const LAZY_CONTENT = [
  ['.theme-builder', '.theme-builder__preview'],
  ['.icon-browser__loading', '.icon-browser__grid'],
];

/**
 * Scrolls to each lazily loaded part of the page and waits for it, so axe sees it too.
 * @param {Page} page
 */
async function revealLazyContent(page) {
  for (const [placeholder, loaded] of LAZY_CONTENT) {
    if ((await page.locator(placeholder).count()) === 0) continue;
    await page.locator(placeholder).first().scrollIntoViewIfNeeded();
    await page.locator(loaded).first().waitFor();
  }
}

module.exports = { seriousViolations, revealLazyContent };
