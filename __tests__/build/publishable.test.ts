// What the deploy publishes (scripts/publishable.js) from this build: no source maps, stats or
// slices, and everything pages load.
import fs from 'fs';
import path from 'path';
import { BASE, PUBLIC_DIR, builtHtmlFiles } from '../helpers/built-site';
const { publishableFiles } = require('../../scripts/publishable.js');

const published: string[] = publishableFiles(PUBLIC_DIR);
const publishedSet = new Set(published);
const allFiles = (fs.readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => fs.statSync(path.join(PUBLIC_DIR, file)).isFile())
  .map((file) => file.split(path.sep).join('/'));
const leftOut = allFiles.filter((file) => !publishedSet.has(file));

/** The build output a reader never needs, as this test names it (independently of build-only-files.js). */
const BUILD_ONLY = /(\.(js|css)\.map|^webpack\.stats\.json|^chunk-map\.json|^_gatsby\/.*)(\.(br|gz))?$/;

/** Text a browser (or its developer tools, which follow source-map comments) reads. */
const browserText = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8');

describe('the files the deploy publishes', () => {
  it('leave out source maps, webpack stats and Gatsby slices, and nothing else', () => {
    expect(published.filter((file) => BUILD_ONLY.test(file))).toEqual([]);
    expect(leftOut.filter((file) => !BUILD_ONLY.test(file))).toEqual([]);
    // The build writes these, so the check above has something to leave out.
    expect(leftOut).toEqual(expect.arrayContaining(['webpack.stats.json', 'chunk-map.json']));
  });

  it('hold every file webpack made for the browser and every chunk the offline cache lists', () => {
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as {
      assetsByChunkName: Record<string, string[]>;
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const emitted = [
      ...Object.values(stats.assetsByChunkName).flat(),
      ...Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)),
    ].filter((file) => !file.endsWith('.map'));
    const pageChunks = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const listed = Object.values(pageChunks)
      .flat()
      .map((url) => url.replace(/^\//, ''));
    expect(emitted.length).toBeGreaterThan(10);
    expect([...emitted, ...listed].filter((file) => !publishedSet.has(file))).toEqual([]);
  });

  it("hold what Gatsby's runtime and the site's own scripts fetch", () => {
    for (const file of [
      'index.html',
      '404.html',
      'page-data/app-data.json',
      'page-data/index/page-data.json',
      'page-data/docs/components/Button/page-data.json',
      'build.json',
      'page-chunks.json',
      'sw.js',
      'search-index.json',
    ])
      expect([file, publishedSet.has(file)]).toEqual([file, true]);
    const staticQueries = published.filter((file) => file.startsWith('page-data/sq/d/') && file.endsWith('.json'));
    expect(staticQueries.length).toBeGreaterThan(0);
  });

  it('hold every local file a page loads (scripts, stylesheets, images, icons, preloads)', () => {
    const missing = new Set<string>();
    for (const page of builtHtmlFiles()) {
      const html = fs.readFileSync(page, 'utf8');
      for (const [, url] of html.matchAll(/\b(?:src|href|srcSet|srcset)="([^"]+)"/g)) {
        for (const candidate of url.split(',').map((part) => part.trim().split(/\s+/)[0])) {
          if (!candidate.startsWith(`${BASE}/`)) continue;
          const file = decodeURIComponent(candidate.slice(BASE.length + 1).split(/[?#]/)[0]);
          // Links to pages end in `/`; the page is its index.html.
          const target = file === '' || file.endsWith('/') ? `${file}index.html` : file;
          if (!publishedSet.has(target) && !publishedSet.has(`${target}/index.html`)) missing.add(target);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('name no source map: the scripts and stylesheets lose the comments naming the maps the deploy leaves out', () => {
    const named = published
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) => /[#@] sourceMappingURL=(?!data:)/.test(browserText(file)));
    expect(named).toEqual([]);
    // The maps themselves stay in public/ for whoever debugs the build.
    expect(leftOut.some((file) => file.endsWith('.js.map'))).toBe(true);
  });

  it('are never asked for a left-out file: no page, script, style or data names one', () => {
    const names = [...new Set(leftOut.map((file) => path.posix.basename(file).replace(/\.(br|gz)$/, '')))];
    const pattern = new RegExp(
      [...names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), '/_gatsby/'].join('|'),
    );
    const mentions = published
      .filter((file) => /\.(html|js|css|json)$/.test(file))
      .flatMap((file) => {
        const found = browserText(file).match(pattern);
        return found ? [`${file}: ${found[0]}`] : [];
      });
    expect(mentions).toEqual([]);
  });
});
