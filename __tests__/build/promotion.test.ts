import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { parse, type HTMLElement } from 'node-html-parser';
import { copySite, gatsbyCli, removeSiteCopy } from '../helpers/site-copy';
import { unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';
import siteConfig from '../../site.config';

// Promoting a release is one edit: `docs.lastVersion` in site.config.ts. A copy of the project is
// built with that one edit (6.x at /docs/), the way a maintainer would on release day, and the built
// site is read the way the other build tests read this project's own.
const BASE = siteConfig.baseUrl.replace(/\/$/, '');
const PROMOTED = '6.x';
const OLDER = siteConfig.docs.lastVersion;
let siteDir: string;
let publicDir: string;

function promote(): void {
  const file = path.join(siteDir, 'site.config.ts');
  const source = fs.readFileSync(file, 'utf8');
  const line = `lastVersion: '${OLDER}',`;
  expect(source).toContain(line);
  fs.writeFileSync(file, source.replace(line, `lastVersion: '${PROMOTED}',`));
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [gatsbyCli(siteDir), 'build', '--prefix-paths'], {
      cwd: siteDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build failed:\n${output.slice(-4000)}`)),
    );
  });
}

const read = (sitePath: string) =>
  fs.readFileSync(path.join(publicDir, sitePath, sitePath.endsWith('/') ? 'index.html' : ''), 'utf8');
const page = (sitePath: string): HTMLElement => parse(read(sitePath));
const exists = (sitePath: string) => fs.existsSync(path.join(publicDir, sitePath, 'index.html'));
const searchUrls = (file: string) =>
  unpackRecords(JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as PackedIndex).map((r) => r.url);
const pageContext = (sitePath: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', sitePath, 'page-data.json'), 'utf8')) as {
      result: { pageContext: Record<string, unknown> };
    }
  ).result.pageContext;

beforeAll(async () => {
  siteDir = copySite('promoted-site-');
  publicDir = path.join(siteDir, 'public');
  promote();
  await build();
}, 1_200_000);

afterAll(() => removeSiteCopy(siteDir));

describe(`lastVersion: '${PROMOTED}', with nothing else changed`, () => {
  it(`serves ${PROMOTED} at /docs/ without a banner, and ${OLDER} at /${OLDER}/docs/`, () => {
    const menu = page('/docs/components/FAB/FABMenu/');
    expect(menu.querySelector('main h1')?.text).toBe('FAB.Menu');
    expect(menu.querySelector('.version-banner')).toBeNull();
    expect(pageContext('/docs/components/FAB/FABMenu/')).toMatchObject({ version: PROMOTED });
    expect(exists(`/${OLDER}/docs/components/Button/`)).toBe(true);
    expect(pageContext(`/${OLDER}/docs/components/Button/`)).toMatchObject({ version: OLDER });
    expect(exists(`/${PROMOTED}/docs/components/Button/`)).toBe(false);
  });

  it('gives the older version an "older version" banner linking to the same page in the latest', () => {
    const banner = page(`/${OLDER}/docs/components/Button/`).querySelector('.version-banner');
    expect(banner?.text).toContain('Older version');
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe(`${BASE}/docs/components/Button/`);
  });

  it('keeps the old /docs/ address of a page only the older version has, leading to it', () => {
    expect(exists(`/${OLDER}/docs/components/HelperText/`)).toBe(true);
    expect(read('/docs/components/HelperText/')).toContain(`url=${BASE}/${OLDER}/docs/components/HelperText/`);
  });

  it('moves sidebars, the version switch and the search indexes with it', () => {
    const sidebarOf = (sitePath: string) =>
      page(sitePath)
        .querySelectorAll('a.sidebar__link')
        .map((a) => a.getAttribute('href'));
    const latest = sidebarOf('/docs/components/Button/');
    expect(latest).toContain(`${BASE}/docs/components/FAB/FABMenu/`);
    expect(latest.filter((href) => href?.startsWith(`${BASE}/${OLDER}/`))).toEqual([]);
    expect(sidebarOf(`/${OLDER}/docs/components/Button/`)).toContain(`${BASE}/${OLDER}/docs/components/HelperText/`);
    expect(searchUrls('search-index.json')).toContain(`${BASE}/docs/components/FAB/FABMenu/`);
    expect(searchUrls(`${OLDER}/search-index.json`)).toContain(`${BASE}/${OLDER}/docs/components/HelperText/`);
    expect(read(`/${OLDER}/`)).toContain(`url=${BASE}/${OLDER}/docs/guides/getting-started/`);
  });

  it('writes the llms files and the sitemap for the new layout', () => {
    expect(fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8')).toContain('/docs/components/FAB/FABMenu.md');
    expect(fs.readFileSync(path.join(publicDir, OLDER, 'llms.txt'), 'utf8')).toContain(
      `/${OLDER}/docs/components/HelperText.md`,
    );
    const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`${BASE}/${OLDER}/docs/components/Button/</loc>`);
    expect(sitemap).not.toContain(`${BASE}/docs/components/HelperText/</loc>`);
  });
});
