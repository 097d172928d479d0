// axe-core in a Playwright page: the serious and critical findings, as "rule at target, target".
// Shared by the browser tests and the benchmark.
const fs = require('node:fs');

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** `scope`: CSS selectors to look at (`include`) and to leave out (`exclude`), as axe takes them. */
async function seriousViolations(page, scope = {}) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(
    async (context) => {
      const result = await window.axe.run(context, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    },
    { ...(scope.include ? { include: scope.include } : {}), exclude: scope.exclude ?? [] },
  );
}

module.exports = { seriousViolations };
