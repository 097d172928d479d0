import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';

const AXE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** What axe-core should look at: CSS selectors to include and to leave out. */
export interface AxeScope {
  include?: string[][];
  exclude?: string[][];
}

/** Serious and critical axe-core findings on the page, as "rule at target, target". */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (context) => {
    const axe = (window as any).axe;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, { ...(scope.include ? { include: scope.include } : {}), exclude: scope.exclude ?? [] });
}
