import { seriousViolations } from './axe';
import { DESKTOP, openPage, useBrowser } from './browser';

const { browser } = useBrowser();

const PAGES = ['/', '/docs/guides/getting-started/', '/docs/guides/theming/', '/docs/guides/icons/', '/docs/components/Button/', '/docs/showcase/', '/search/?q=button', '/does-not-exist/'];

describe('accessibility (axe-core)', () => {
  it.each(['light', 'dark'])('finds no serious or critical problem on the main pages in %s mode', async (mode) => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
    const problems: string[] = [];
    for (const sitePath of PAGES) {
      const page = await openPage(browser(), sitePath, { context });
      await page.waitForLoadState('networkidle');
      // The theme builder's preview is react-native-paper's own rendering, shown as a sample.
      const violations = await seriousViolations(page, { exclude: [['.theme-builder__preview']] });
      problems.push(...violations.map((v: string) => `${sitePath}: ${v}`));
      await page.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
