import fs from 'fs';
import path from 'path';
import { DESKTOP, openPage, useBrowser } from './browser';

const { browser } = useBrowser();
const AXE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

const PAGES = ['/', '/docs/guides/getting-started/', '/docs/guides/theming/', '/docs/guides/icons/', '/docs/components/Button/', '/docs/showcase/', '/search/?q=button', '/does-not-exist/'];

describe('accessibility (axe-core)', () => {
  it.each(['light', 'dark'])('finds no serious or critical problem on the main pages in %s mode', async (mode) => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
    const problems: string[] = [];
    for (const sitePath of PAGES) {
      const page = await openPage(browser(), sitePath, { context });
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as any).axe;
        // The theme builder's preview is react-native-paper's own rendering, shown as a sample.
        const result = await axe.run({ exclude: [['.theme-builder__preview']] }, { resultTypes: ['violations'] });
        return result.violations
          .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
          .map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      });
      problems.push(...violations.map((v: string) => `${sitePath}: ${v}`));
      await page.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
