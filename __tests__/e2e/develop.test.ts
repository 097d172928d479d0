import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';
import { BASE_URL_BANNER_ID } from '../../src/theme/base-url-banner';
import { builtFile } from '../helpers/built-site';
import { apiChangesRoutes } from '../helpers/site-routes';
import { copySite, gatsbyCli, removeSiteCopy } from '../helpers/site-copy';
import { BASE } from '../helpers/base-path';

// A content editor's loop: `gatsby develop` on a copy of the project (its own .cache/ and public/),
// one page of each template opened in Chromium as the editor opens it, its links checked against
// the pages the production build made, and a data file, an example file and a guide edited while
// the server runs. One server for the file, so its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let siteDir: string;
let develop: ChildProcess;
let origin: string;
let browser: Browser;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Polls `check` until it returns true; after `ms`, fails with `what`, what the last check saw (a
 * string it returned, or its error) and the end of the server's output.
 */
async function eventually(what: string, check: () => Promise<true | string>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let seen: unknown = '';
  while (Date.now() < deadline && develop.exitCode === null) {
    seen = await check().catch((error) => error);
    if (seen === true) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const state = develop.exitCode === null ? 'still running' : 'exited';
  throw new Error(
    `No ${what} (gatsby develop ${state}). Last seen: ${String(seen).slice(0, 1000)}\nIt printed:\n${output.slice(-3000)}`,
  );
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(600_000);
  browser = workerBrowser;
  siteDir = copySite('develop-');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  develop = spawn(process.execPath, [gatsbyCli(siteDir), 'develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: siteDir,
    // Jest's NODE_ENV=test breaks Gatsby's development bundle.
    env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  develop.stdout?.on('data', (chunk) => (output += chunk));
  develop.stderr?.on('data', (chunk) => (output += chunk));
  // Ready as an editor's first page needs it: the bundle is built (the HTML waits for it), and the
  // not-found data every page loads first is answered. Right after starting, Gatsby's query runner
  // can lag behind and answer a page's data with 404 once it has waited 15 s for its query.
  const ready = async () => {
    for (const url of ['/docs/guides/getting-started/', '/page-data/404.html/page-data.json']) {
      const response = await fetch(`${origin}${url}`);
      if (!response.ok) return `${url}: HTTP ${response.status}`;
    }
    return true as const;
  };
  await eventually('the develop server', ready, 480_000);
});

test.afterAll(async () => {
  develop?.kill('SIGTERM');
  await new Promise((resolve) =>
    develop && develop.exitCode === null ? develop.once('exit', resolve) : resolve(null),
  );
  removeSiteCopy(siteDir);
});

/**
 * Opens a develop page as a reader would and waits until React has rendered its article. `problems`
 * collects what an editor would see go wrong there: page errors, console errors, and Gatsby's error
 * overlay (`<gatsby-fast-refresh>`, which blocks clicks until closed).
 */
async function open(sitePath: string): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const page = await browser.newPage();
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`page error: ${error.message.slice(0, 300)}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      seen.push(`console error: ${message.text().slice(0, 300)} (${message.location().url})`);
  });
  await page.goto(`${origin}${sitePath}`);
  await page.waitForSelector('[data-hydrated="true"] main h1', { state: 'attached', timeout: 120_000 });
  const problems = async () => {
    const overlays = await page.locator('gatsby-fast-refresh').count();
    return [...seen, ...(overlays > 0 ? ["Gatsby's error overlay"] : [])];
  };
  return { page, problems };
}

/** The site paths of every link on the page that stays on this server. */
const internalPaths = (page: Page) =>
  page.$$eval('a[href]', (links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );

/** One page of each template, in every docs version (the home page and the showcase exist once). */
const TEMPLATE_PAGES = [
  '/',
  '/docs/showcase/',
  ...docVersions().flatMap(({ prefix }) => {
    const root = prefix ? `/${prefix}` : '';
    return [`${root}/docs/guides/theming/`, `${root}/docs/components/Button/`, `${root}/search/?q=button`];
  }),
  ...apiChangesRoutes(),
];

/** Whether the production build made the page a develop link leads to. */
const built = (sitePath: string) => fs.existsSync(builtFile(sitePath));

test.describe('gatsby develop, for content editors', () => {
  for (const sitePath of TEMPLATE_PAGES) {
    test(`serves ${sitePath} with no error, no base-URL banner, and links to pages the build has`, async () => {
      test.setTimeout(180_000);
      const { page, problems } = await open(sitePath);
      await page.locator(`#${BASE_URL_BANNER_ID}`).waitFor({ state: 'hidden' });
      // A frame after hydration: errors React reports once it has committed have surfaced by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      const paths = [...new Set(await internalPaths(page))];
      expect(paths.length).toBeGreaterThan(5);
      // Develop serves the site at the root, the build under its base path.
      expect(paths.filter((p) => p.startsWith(`${BASE}/`))).toEqual([]);
      expect(paths.filter((p) => !built(p))).toEqual([]);
      expect(await problems()).toEqual([]);
      await page.close();
    });
  }

  test('answers an address under the production base path with 404', async () => {
    // The check can fail: a develop server that also answered there would hide links missing the base path.
    expect((await fetch(`${origin}${BASE}/docs/components/Button/`)).status).toBe(404);
  });

  test('shows an edit to a data file and to an example file in the open page, without a restart', async () => {
    test.setTimeout(300_000);
    const { page } = await open('/docs/components/TextInput/');
    const issues = path.join(siteDir, 'content/5.x/data/known-issues.json');
    const data = JSON.parse(fs.readFileSync(issues, 'utf8'));
    data.TextInput['Edited while develop runs'] = 'https://github.com/callstack/react-native-paper/issues/1';
    fs.writeFileSync(issues, JSON.stringify(data, null, 2));
    await page
      .locator('.doc-section--known-issues li a', { hasText: 'Edited while develop runs' })
      .waitFor({ timeout: 120_000 });
    await page.close();

    const { page: examplePage } = await open('/docs/components/BottomNavigation/BottomNavigationBar/');
    fs.appendFileSync(
      path.join(siteDir, 'content/5.x/examples/BottomNavigationBar/static.tsx'),
      '\n// Edited while develop runs\n',
    );
    await examplePage
      .getByText('// Edited while develop runs')
      .first()
      .waitFor({ state: 'attached', timeout: 120_000 });
    await examplePage.close();
  });

  test('finds a guide written while it runs, in the search dialog of each version', async () => {
    test.setTimeout(300_000);
    const versions = [
      { folder: 'content/5.x/guides', page: '/docs/guides/theming/' },
      { folder: 'content/6.x/guides', page: '/6.x/docs/guides/theming/' },
    ];
    for (const [index, { folder, page: sitePath }] of versions.entries()) {
      const word = `zanzibarite${index}`;
      fs.writeFileSync(
        path.join(siteDir, folder, '90-develop-probe.mdx'),
        `---\ntitle: Develop probe ${index}\norder: 90\n---\n\nA guide about ${word}.\n`,
      );
      // The server has the new guide once its page answers.
      await eventually(
        `the new guide's page in ${folder}`,
        async () => {
          const response = await fetch(`${origin}${sitePath.replace('theming', 'develop-probe')}`);
          return response.ok || `HTTP ${response.status}`;
        },
        120_000,
      );
      const { page, problems } = await open(sitePath);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(word);
      await page
        .locator('.DocSearch-Hit', { hasText: `Develop probe ${index}` })
        .first()
        .waitFor();
      expect(await problems()).toEqual([]);
      await page.close();
    }
  });
});
