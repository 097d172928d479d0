import fs from 'fs';
import path from 'path';
import { parse, type HTMLElement } from 'node-html-parser';
import { buildSiteCopy, copySite, folderHashes, removeSiteCopy } from '../helpers/site-copy';
import { unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';
import siteConfig from '../../site.config';
import { publishableFiles } from '../../scripts/publishable';
import { OLDER, PROMOTED, REHEARSAL_BUILT, rehearseReleaseDay, STARTED } from '../helpers/rehearsal';
import { docVersions } from '../../gatsby/config/site-config';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { versionNamed } from '../../src/shared/doc-versions';
import { docPath } from '../../src/shared/routes';
import { nextStateWordsOfSite } from '../helpers/next-state-words';
import { versionWordsOf } from '../../gatsby/mdx/version-words';

// Release day, as maintainers will live it, on a site of three versions: a copy of the project with
// this build's cache and public/ (so its next build is warm), the next major started with
// `npm run version:cut` (no code), `docs.lastVersion` changed, `npm run build`; then the same tree
// built again. The built sites are read the way the other build tests read this project's own, and
// the `rehearsal` phase of `npm test` then runs the unit and build tests in the copy (REHEARSAL_DIR
// keeps it for that phase). Setting the field back is the same kind of edit the first build proves.
// What a failed build leaves and how a broken link is reported on a promoted site are unit tests
// (public-kept, link-check): they need no third build.
const BASE = siteConfig.baseUrl.replace(/\/$/, '');
/** A version's component pages at /docs/: path -> title. */
const componentPages = (name: string) =>
  new Map(
    listPages(versionNamed(docVersions(), name).componentPages, 'components').map((p) => [
      docPath(undefined, p.docId),
      p.title,
    ]),
  );
const pagesOnlyIn = (name: string, other: string) => {
  const others = componentPages(other);
  return [...componentPages(name)].filter(([sitePath]) => !others.has(sitePath));
};
/** A component page the promoted version has and the older one lacks, and one the other way round. */
const [[PROMOTED_ONLY, PROMOTED_ONLY_TITLE]] = pagesOnlyIn(PROMOTED, OLDER);
const [[OLDER_ONLY]] = pagesOnlyIn(OLDER, PROMOTED);
/** The first words of the promoted version's `current` announcement bar. */
const releaseBar = (() => {
  const bar = siteConfig.docs.versions.find((version) => version.name === PROMOTED)?.current?.announcementBar;
  return bar ? bar.content.split('<')[0].trim() : undefined;
})();
let siteDir: string;
let publicDir: string;

async function build(): Promise<void> {
  const { status, output } = await buildSiteCopy(siteDir);
  if (status !== 0) throw new Error(`npm run build failed:\n${output.slice(-4000)}`);
}

const read = (sitePath: string) =>
  fs.readFileSync(path.join(publicDir, sitePath, sitePath.endsWith('/') ? 'index.html' : ''), 'utf8');
const page = (sitePath: string): HTMLElement => parse(read(sitePath));
const exists = (sitePath: string) => fs.existsSync(path.join(publicDir, sitePath, 'index.html'));
/** Where a page that only leads on leads to, by its refresh tag. */
const redirectOf = (sitePath: string) =>
  page(sitePath)
    .querySelector('meta[http-equiv="refresh"]')
    ?.getAttribute('content')
    ?.replace(/^0; url=/, '');
const searchUrls = (file: string) =>
  unpackRecords(JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as PackedIndex).map((r) => r.url);
const pageContext = (sitePath: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', sitePath, 'page-data.json'), 'utf8')) as {
      result: { pageContext: Record<string, unknown> };
    }
  ).result.pageContext;

beforeAll(async () => {
  siteDir = copySite('promoted-site-', { withBuild: true, withTests: true, at: process.env.REHEARSAL_DIR });
  publicDir = path.join(siteDir, 'public');
  rehearseReleaseDay(siteDir);
  await build();
  if (process.env.REHEARSAL_DIR) fs.writeFileSync(path.join(siteDir, REHEARSAL_BUILT), '');
}, 1_200_000);

afterAll(() => {
  if (!process.env.REHEARSAL_DIR) removeSiteCopy(siteDir);
});

describe(`lastVersion: '${PROMOTED}' on a warm build, with nothing else changed`, () => {
  it(`serves ${PROMOTED} at /docs/ without a banner, and ${OLDER} at /${OLDER}/docs/`, () => {
    const menu = page(PROMOTED_ONLY);
    expect(menu.querySelector('main h1')?.text).toBe(PROMOTED_ONLY_TITLE);
    expect(menu.querySelector('.version-banner')).toBeNull();
    expect(pageContext(PROMOTED_ONLY)).toMatchObject({ version: PROMOTED });
    expect(exists(`/${OLDER}/docs/components/Button/`)).toBe(true);
    expect(pageContext(`/${OLDER}/docs/components/Button/`)).toMatchObject({ version: OLDER });
  });

  it(`keeps every old /${PROMOTED}/ address, leading to its page at /docs/`, () => {
    expect(redirectOf(`/${PROMOTED}/docs/components/Button/`)).toBe(`${BASE}/docs/components/Button/`);
    expect(redirectOf(`/${PROMOTED}/docs/guides/migration/`)).toBe(`${BASE}/docs/guides/migration/`);
    expect(redirectOf(`/${PROMOTED}/`)).toBe(`${BASE}/docs/guides/getting-started/`);
    expect(redirectOf(`/${PROMOTED}/search/`)).toBe(`${BASE}/search/`);
    for (const file of ['search-index.json', 'llms.txt', 'llms-full.txt'])
      expect(fs.readFileSync(path.join(publicDir, PROMOTED, file), 'utf8')).toBe(
        fs.readFileSync(path.join(publicDir, file), 'utf8'),
      );
    const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).not.toContain(`${BASE}/${PROMOTED}/`);
  });

  it('says what each version now is: the label, the banner, the bar, the home page and llms.txt', () => {
    const labels = page('/docs/components/Button/')
      .querySelectorAll('.navbar a, .navbar button')
      .map((element) => element.text.trim());
    expect(labels).toContain(`v${PROMOTED}`);
    expect(labels).not.toContain(`v${PROMOTED} (next)`);
    const banner = page(`/${OLDER}/docs/components/Button/`).querySelector('.version-banner');
    expect(banner?.text).toContain(`Older version: v${OLDER}`);
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe(`${BASE}/docs/components/Button/`);
    const bar = page('/docs/guides/theming/').querySelector('.announcement-bar');
    if (releaseBar) expect(bar?.text).toContain(releaseBar);
    expect(bar?.text).not.toContain('alpha');
    expect(page('/').querySelector('.hero__eyebrow')?.text).toBe(`React Native Paper v${PROMOTED}`);
    expect(fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8')).toMatch(
      new RegExp(`^> React Native Paper v${PROMOTED.replace('.', '\\.')}: `, 'm'),
    );
  });

  it("drops from the promoted version's pages what only a next version says, and each version's guides install its own release", () => {
    expect(nextStateWordsOfSite(publicDir, '/docs/').found).toEqual([]);
    // Its code sits in a <pre>, which node-html-parser reads as markup only when told to.
    const install = (sitePath: string) =>
      parse(read(sitePath), { blockTextElements: { script: true, style: true } }).querySelector('.package-install code')
        ?.text ?? '';
    expect(install('/docs/guides/getting-started/')).toMatch(/^npm install react-native-paper /);
    const older = siteConfig.docs.versions.find((version) => version.name === OLDER)!;
    const { paperPackage } = versionWordsOf({ status: 'older', library: older.library }).values;
    expect(install(`/${OLDER}/docs/guides/getting-started/`)).toMatch(new RegExp(`^npm install ${paperPackage} `));
  });

  it("leads the promoted version's guide links to its pages at /docs/", () => {
    const links = page('/docs/guides/theming/')
      .querySelectorAll('main a')
      .map((a) => a.getAttribute('href') ?? '');
    expect(links).toContain(`${BASE}/docs/guides/migration/`);
    expect(links.filter((href) => href.includes(`/${PROMOTED}/docs/`))).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, 'llms-full.txt'), 'utf8')).not.toContain(`/${PROMOTED}/docs/`);
  });

  it('keeps the old /docs/ address of a page only the older version has, leading to it', () => {
    expect(exists(`/${OLDER}${OLDER_ONLY}`)).toBe(true);
    expect(redirectOf(OLDER_ONLY)).toBe(`${BASE}/${OLDER}${OLDER_ONLY}`);
  });

  it('moves sidebars, the version switch and the search indexes with it', () => {
    const sidebarOf = (sitePath: string) =>
      page(sitePath)
        .querySelectorAll('a.sidebar__link')
        .map((a) => a.getAttribute('href'));
    const latest = sidebarOf('/docs/components/Button/');
    expect(latest).toContain(`${BASE}${PROMOTED_ONLY}`);
    expect(latest.filter((href) => href?.startsWith(`${BASE}/${OLDER}/`))).toEqual([]);
    expect(sidebarOf(`/${OLDER}/docs/components/Button/`)).toContain(`${BASE}/${OLDER}${OLDER_ONLY}`);
    expect(searchUrls('search-index.json')).toContain(`${BASE}${PROMOTED_ONLY}`);
    expect(searchUrls(`${OLDER}/search-index.json`)).toContain(`${BASE}/${OLDER}${OLDER_ONLY}`);
    expect(redirectOf(`/${OLDER}/`)).toBe(`${BASE}/${OLDER}/docs/guides/getting-started/`);
  });

  it('writes the llms files and the sitemap for the new layout', () => {
    expect(fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8')).toContain(PROMOTED_ONLY.replace(/\/$/, '.md'));
    expect(fs.readFileSync(path.join(publicDir, OLDER, 'llms.txt'), 'utf8')).toContain(
      `/${OLDER}${OLDER_ONLY.replace(/\/$/, '.md')}`,
    );
    const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`${BASE}/${OLDER}/docs/components/Button/</loc>`);
    expect(sitemap).not.toContain(`${BASE}${OLDER_ONLY}</loc>`);
  });
});

describe(`the next major, ${STARTED}, started with npm run version:cut`, () => {
  const ROOT = `/${STARTED}/docs/`;

  it('has its pages, each saying it is the next version, with its own sidebar', () => {
    const button = page(`${ROOT}components/Button/`);
    expect(button.querySelector('main h1')?.text).toBe('Button');
    expect(pageContext(`${ROOT}components/Button/`)).toMatchObject({ version: STARTED });
    const banner = button.querySelector('.version-banner');
    expect(banner?.text).toContain(`Next version: v${STARTED}`);
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe(`${BASE}/docs/components/Button/`);
    const sidebar = button.querySelectorAll('a.sidebar__link').map((a) => a.getAttribute('href'));
    expect(sidebar).toEqual(expect.arrayContaining([`${BASE}${ROOT}components/ActivityIndicator/`]));
    expect(sidebar.filter((href) => !href?.startsWith(`${BASE}${ROOT}`))).toEqual([]);
    const guide = page(`${ROOT}guides/getting-started/`);
    expect(guide.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([`${BASE}${ROOT}components/Button/`, `${BASE}${ROOT}guides/theming/`]),
    );
  });

  it('is in the version dropdown of every version, in the order of the list', () => {
    for (const sitePath of [
      '/docs/components/Button/',
      `/${OLDER}/docs/components/Button/`,
      `${ROOT}components/Button/`,
    ]) {
      const labels = page(sitePath)
        .querySelectorAll('.navbar__dropdown-link')
        .map((element) => element.text.trim());
      expect(labels.slice(0, 3)).toEqual([`v${OLDER}`, `v${PROMOTED}`, `v${STARTED} (next)`]);
    }
  });

  it('has its own search index, llms files, address roots and preview runtime', () => {
    expect(searchUrls(`${STARTED}/search-index.json`)).toEqual(
      expect.arrayContaining([`${BASE}${ROOT}components/Button/`, `${BASE}${ROOT}guides/theming/`]),
    );
    expect(searchUrls(`${STARTED}/search-index.json`).filter((url) => !url.startsWith(`${BASE}${ROOT}`))).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, STARTED, 'llms.txt'), 'utf8')).toContain(`${ROOT}components/Button.md`);
    expect(redirectOf(`/${STARTED}/`)).toBe(`${BASE}${ROOT}guides/getting-started/`);
    const runtimes = fs.readdirSync(path.join(publicDir, 'live-preview'));
    expect(runtimes.filter((file) => file.startsWith(`runtime-${STARTED}-`) && file.endsWith('.js'))).toHaveLength(1);
    expect(read(`${ROOT}components/Button/`)).not.toContain('The in-page preview does not run this version');
  });
});

describe('then the same tree again', () => {
  it('builds the same bytes warm as it did cold', async () => {
    // The promoted build was cold (the version records changed); another, warm, with nothing changed
    // publishes (scripts/publishable.js) the same bytes, so a deploy uploads only what changed.
    const deployed = () => {
      const hashes = folderHashes(publicDir);
      return new Map(publishableFiles(publicDir).map((file) => [file, hashes.get(file)]));
    };
    const cold = deployed();
    await build();
    const warm = deployed();
    expect([...new Set([...cold.keys(), ...warm.keys()])].filter((file) => cold.get(file) !== warm.get(file))).toEqual(
      [],
    );
  }, 1_200_000);
});
