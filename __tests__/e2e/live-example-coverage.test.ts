import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { componentRoutes } from '../helpers/site-routes';
import { siteUrl, useBrowser, waitForHydration } from './browser';

const { browser } = useBrowser();

type Outcome = { title: string; status: 'live'; blank: boolean } | { title: string; status: 'static' | 'failed'; reason: string };

/** Opens a component page, runs its usage example, and says whether it rendered without an error. */
async function tryUsageExample(page: Page, route: string, title: string): Promise<Outcome> {
  await page.goto(siteUrl(route));
  await waitForHydration(page);
  const usage = page.locator('#usage + .live-example, #usage + .lazy-content');
  if ((await usage.count()) === 0) return { title, status: 'static', reason: 'no usage example' };
  const run = usage.getByRole('button', { name: 'Run live' });
  if ((await run.count()) === 0) return { title, status: 'static', reason: (await usage.locator('.live-example__note').textContent()) ?? '' };
  await run.click();
  const running = page.locator('#usage + .live-example--running');
  await running.locator('.live-example__screen, .live-example__error').first().waitFor({ timeout: 30000 });
  // Effects and first layout run after the first paint; errors they throw show up shortly.
  await page.waitForTimeout(500);
  const error = running.locator('.live-example__error');
  if ((await error.count()) > 0) return { title, status: 'failed', reason: (await error.textContent()) ?? '' };
  // Rendered without an error; some examples start with nothing shown (a hidden dialog), and say so.
  const blank = (await running.locator('.live-example__screen').getAttribute('data-blank')) === 'true';
  return { title, status: 'live', blank };
}

/** The component pages the README lists under "Examples that stay static". */
function listedAsStatic(): string[] {
  const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
  const section = readme.split(/^### Examples that stay static$/m)[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^- \*\*([\w.]+)\*\*/gm)].map((match) => match[1]).sort();
}

describe('live examples across the library', () => {
  it('run the usage example of at least 90% of component pages, and the README names the others', async () => {
    const page = await (await browser().newContext()).newPage();
    const outcomes: Outcome[] = [];
    for (const [route, title] of componentRoutes()) outcomes.push(await tryUsageExample(page, route, title));
    await page.context().close();

    const live = outcomes.filter((outcome) => outcome.status === 'live');
    const others = outcomes.filter((outcome) => outcome.status !== 'live');
    fs.mkdirSync(path.resolve('test-results'), { recursive: true });
    fs.writeFileSync(path.resolve('test-results', 'live-examples.json'), `${JSON.stringify({ live: live.length, total: outcomes.length, others }, null, 2)}\n`);
    console.log(`Live examples: ${live.length} of ${outcomes.length} component pages run their usage example.`);

    expect(live.length / outcomes.length).toBeGreaterThanOrEqual(0.9);
    expect(others.map((outcome) => outcome.title).sort()).toEqual(listedAsStatic());
  }, 15 * 60 * 1000);
});
