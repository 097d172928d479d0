// Renders every component variant a docs version lists in <pageData>/screenshot-variants.json
// (site.config.ts's version record) with that version's react-native-paper on react-native-web
// in headless Chromium, in its light and dark themes, and writes static/<screenshots>/ plus its
// manifest.json, and the pictures of its home screen (home-screen.ts). Run it again after
// upgrading the library:
//   npm run screenshots [-- --version 6.x] [Component | --home]
// Without --version it renders every version that has a preview runtime (the shared scenes.tsx and
// the version's own <content>/screenshot-scenes.tsx);
// a component's name renders only that component, --home only the home screen.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import chromium from '../chromium.js';
import serve from '../serve.js';
import { bundleHarness } from './bundle.mjs';

/**
 * A screenshot: its path in the version's screenshots folder (never naming the folder, so a copied
 * folder keeps pointing at its own pictures) and its size in CSS pixels.
 * @typedef {{ src: string, width: number, height: number }} Shot
 */

/**
 * static/<screenshots>/manifest.json: shots by component, variant ('' for a single shot) and colour mode.
 * @typedef {Record<string, Record<string, Record<string, Shot>>>} Manifest
 */

/** @typedef {import('../../gatsby/config/doc-versions').DocVersionSources} DocVersionSources */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../../gatsby/config/validate-site-config')} */
const { validateSiteConfig } = requireTs('../../gatsby/config/validate-site-config.ts', import.meta.url);
/** @type {typeof import('../../gatsby/config/doc-versions')} */
const { docVersionSources } = requireTs('../../gatsby/config/doc-versions.ts', import.meta.url);
/** @type {typeof import('./home-screen')} */
const { DEVICE_SCALE_FACTOR } = requireTs('./home-screen.ts', import.meta.url);
/** @type {typeof import('../../src/shared/home-screen')} */
const { HOME_SCREEN_SIZE: HOME_SCREEN, homeScreenFile } = requireTs('../../src/shared/home-screen.ts', import.meta.url);

const args = process.argv.slice(2);
const versionAt = args.indexOf('--version');
const versionName = versionAt >= 0 ? args[versionAt + 1] : undefined;
const homeOnly = args.includes('--home');
const only = args.filter(
  (arg, index) => arg !== '--home' && (versionAt < 0 || (index !== versionAt && index !== versionAt + 1)),
)[0];

/** @type {(text: string) => string} */
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'default';

/** The versions to render: the one named by --version, else every version with a preview runtime. */
function versionsToRender() {
  // Found as the build finds them, but a version's screenshots folder may be missing: this writes it.
  const config = validateSiteConfig(requireTs('../../site.config.ts', import.meta.url).default);
  const all = docVersionSources(config, root, { screenshotsMayBeMissing: true });
  if (!versionName) return all.filter((version) => version.preview);
  const version = all.find((candidate) => candidate.name === versionName);
  if (!version)
    throw new Error(`No docs version ${versionName}: site.config.ts has ${all.map((v) => v.name).join(', ')}`);
  return [version];
}

/** @param {DocVersionSources} version */
async function prepareHarness(version) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-shots-'));
  await bundleHarness(dir, version);
  const font = fs.readdirSync(dir).find((file) => file.endsWith('.ttf'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><style>
      @font-face { font-family: 'MaterialDesignIcons'; src: url('./${font}') format('truetype'); }
      html, body { margin: 0; } body { font-family: Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif; }
      #root { display: inline-block; }
    </style></head><body><div id="root"></div><script src="./harness.js"></script></body></html>`,
  );
  return dir;
}

/**
 * A page on the version's harness, served locally, and what it threw since `errors` was last cleared.
 * @param {DocVersionSources} version
 */
async function openHarness(version) {
  const harnessDir = await prepareHarness(version);
  const server = serve.createServer({ dir: harnessDir, base: '' });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const browser = await chromium.launchChromium();
  // Reduced motion makes Paper skip its enter animations, so every shot is the settled state.
  const context = await browser.newContext({
    viewport: { width: 480, height: 640 },
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const close = async () => {
    await browser.close();
    server.close();
    fs.rmSync(harnessDir, { recursive: true, force: true });
  };
  return { page, origin, errors, close };
}

/** @typedef {Awaited<ReturnType<typeof openHarness>>} Harness */

/**
 * Opens `query` on the harness and returns the settled #shot as a PNG, with its size in CSS pixels.
 * @param {Harness} harness
 * @param {URLSearchParams} query
 * @param {string} name what the shot shows, for errors
 */
async function shoot({ page, origin, errors }, query, name) {
  errors.length = 0;
  await page.goto(`${origin}/?${query}`);
  const shot = page.locator('#shot');
  const failed = () => new Error(`${name} did not render: ${errors.join('; ') || 'no #shot element'}`);
  await shot.waitFor({ timeout: 10000 }).catch(() => undefined);
  if (errors.length || !(await shot.count())) throw failed();
  await page.evaluate(() => document.fonts.ready);
  const hover = await shot.getAttribute('data-hover');
  if (hover) await shot.locator(hover).first().hover();
  if (!(await shot.getAttribute('data-keep-focus')))
    await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
  await page.waitForTimeout(hover ? 1200 : 400);
  if (errors.length) throw failed();
  // Not null: the shot is on the page (checked above).
  const box = /** @type {{ width: number, height: number }} */ (await shot.boundingBox());
  return { png: await shot.screenshot(), width: Math.round(box.width), height: Math.round(box.height) };
}

/**
 * @param {Harness} harness
 * @param {DocVersionSources} version
 */
async function renderComponents(harness, version) {
  const outDir = version.screenshotsDir;
  /**
   * The variants to shoot by component; none means one shot (variant '').
   * @type {Record<string, string[]>}
   */
  const variants = JSON.parse(fs.readFileSync(path.join(version.pageDataDir, 'screenshot-variants.json'), 'utf8'));
  if (only && !(only in variants))
    throw new Error(`${version.pageData}/screenshot-variants.json lists no ${only} for version ${version.name}`);

  /** @type {Manifest} */
  const manifest =
    only && fs.existsSync(path.join(outDir, 'manifest.json'))
      ? JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.json'), 'utf8'))
      : {};
  if (!only) fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const [component, list] of Object.entries(variants)) {
    if (only && component !== only) continue;
    manifest[component] = {};
    for (const variant of list.length ? list : ['']) {
      /** @type {Record<string, Shot>} */
      const entry = {};
      for (const mode of ['light', 'dark']) {
        const query = new URLSearchParams({ component, variant, mode });
        const { png, width, height } = await shoot(harness, query, `${component} (${variant || 'single'}, ${mode})`);
        const file = `${slug(component)}/${slug(variant)}-${mode}.webp`;
        fs.mkdirSync(path.join(outDir, slug(component)), { recursive: true });
        await sharp(png).webp({ quality: 90 }).toFile(path.join(outDir, file));
        entry[mode] = { src: file, width, height };
        count += 1;
      }
      manifest[component][variant] = entry;
    }
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${count} ${version.name} screenshots to ${path.relative(root, outDir)}/`);
}

/**
 * The home screen's light and dark pictures, in a viewport of the frame's size (so the screen
 * sees the window the frame gives it).
 * @param {Harness} harness
 * @param {DocVersionSources} version
 */
async function renderHome(harness, version) {
  await harness.page.setViewportSize(HOME_SCREEN);
  fs.mkdirSync(version.screenshotsDir, { recursive: true });
  for (const mode of /** @type {const} */ (['light', 'dark'])) {
    const { png, width, height } = await shoot(
      harness,
      new URLSearchParams({ screen: 'home', mode }),
      `${version.name} home screen (${mode})`,
    );
    if (width !== HOME_SCREEN.width || height !== HOME_SCREEN.height)
      throw new Error(
        `${version.name} home screen (${mode}) is ${width}×${height}, not ${HOME_SCREEN.width}×${HOME_SCREEN.height}`,
      );
    await sharp(png)
      .webp({ quality: 90 })
      .toFile(path.join(version.screenshotsDir, homeScreenFile(mode)));
  }
  console.log(`Wrote the ${version.name} home screen's pictures to ${path.relative(root, version.screenshotsDir)}/`);
}

/** @param {DocVersionSources} version */
async function render(version) {
  const harness = await openHarness(version);
  try {
    if (!homeOnly) await renderComponents(harness, version);
    // A full run rebuilds the folder, so it draws the home screen again too.
    if (homeOnly || !only) await renderHome(harness, version);
  } finally {
    await harness.close();
  }
}

async function main() {
  for (const version of versionsToRender()) await render(version);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
