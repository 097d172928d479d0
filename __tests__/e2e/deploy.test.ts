import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { writeBuildId } from '../../gatsby/post-build/build-id';
import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { PUBLIC_DIR } from '../helpers/built-site';
import { BASE, visit } from './browser';
import { expect, test } from './fixtures';
const { createServer } = require('../../scripts/serve');

const OLD_TEXT = 'A button is component that the user can press to trigger an action.';
const NEW_TEXT = 'A button starts an action when the reader presses it (new deploy).';

/** A copy of the built site; `edit` changes it, and the build's own id stage then names the result. */
function deployOf(edit?: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  if (edit) {
    edit(dir);
    writeBuildId(dir, readBuiltPages(dir));
  }
  return dir;
}

/** The second build: the same site but for one sentence of Button's page. */
const changeButtonText = (dir: string) => {
  for (const file of ['page-data/docs/components/Button/page-data.json', 'docs/components/Button/index.html']) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').split(OLD_TEXT).join(NEW_TEXT));
  }
};

/** Serves one deploy after another on the same port, as a host would after a deploy. */
function host() {
  let server: http.Server | null = null;
  let port = 0;
  const serve = async (dir: string) => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    server = createServer({ dir, base: BASE, compress: false }) as http.Server;
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  return {
    serve,
    url: (sitePath: string) => `http://127.0.0.1:${port}${BASE}${sitePath}`,
    stop: () => server?.close(),
  };
}

test.describe('a tab left open across a deploy', () => {
  const first = deployOf();
  const second = deployOf(changeButtonText);
  const site = host();
  test.afterAll(() => {
    site.stop();
    for (const dir of [first, second]) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('shows the new text on its next in-app navigation, not the copy it keeps in memory', async ({ page }) => {
    expect(JSON.parse(fs.readFileSync(path.join(second, 'build.json'), 'utf8')).id).not.toBe(
      JSON.parse(fs.readFileSync(path.join(first, 'build.json'), 'utf8')).id,
    );
    await site.serve(first);
    await visit(page, site.url('/docs/components/Badge/'));
    // Button's page is read once, so its data is in the tab's memory.
    const sidebarLink = (name: string) => page.locator('.sidebar').getByRole('link', { name, exact: true });
    await sidebarLink('Button').click();
    await page.locator('main', { hasText: OLD_TEXT }).waitFor();
    await sidebarLink('Badge').click();
    await expect(page.locator('main h1')).toHaveText('Badge');

    await site.serve(second);
    // The reader comes back to the tab.
    const looked = page.waitForResponse((response) => response.url().endsWith('/build.json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await looked;
    await sidebarLink('Button').click();
    await page.locator('main', { hasText: NEW_TEXT }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain(OLD_TEXT);
  });
});
