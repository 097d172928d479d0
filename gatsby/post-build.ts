import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { pathPrefixFromBaseUrl } from '../src/lib/routes';
import { readBuiltPages } from './built-pages';
import { findBrokenLinks } from './link-check';
import { precompress } from './precompress';
import { writeSearchIndex } from './search-index';
import { siteConfig } from './site-config';

/**
 * `/docs/guides/theming.html` serves the same page as `/docs/guides/theming/`
 * on any static host; Gatsby then replaces the address with the canonical one.
 */
function writeHtmlAliases(publicDir: string, pages: Map<string, string>, pagePaths: Set<string>): number {
  let count = 0;
  for (const [page, html] of pages) {
    const aliasPath = `${page.replace(/\/$/, '')}.html`;
    // Leave pages Gatsby itself writes as .html files (404.html) alone.
    if (page === '/' || pagePaths.has(aliasPath)) continue;
    const file = path.join(publicDir, aliasPath);
    // An unchanged alias keeps its date, so its compressed copies stay valid across warm builds.
    if (fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== html) fs.writeFileSync(file, html);
    count += 1;
  }
  return count;
}

function writeRobots(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve('public');
  const pathPrefix = pathPrefixFromBaseUrl(siteConfig.baseUrl);
  const pages = readBuiltPages(publicDir);

  const broken = findBrokenLinks(pages, pathPrefix);
  for (const link of broken) {
    const message = `Broken link on ${link.page}: ${link.href} (${link.reason})`;
    if (siteConfig.onBrokenLinks === 'throw') reporter.panicOnBuild(message);
    else reporter.warn(message);
  }
  const pagePaths = new Set(getNodesByType('SitePage').map((node) => (node as unknown as { path: string }).path));
  const aliases = writeHtmlAliases(publicDir, pages, pagePaths);
  writeRobots(publicDir, `${siteConfig.url}${pathPrefix}`);
  const index = writeSearchIndex(publicDir, pages, pathPrefix);
  reporter.info(`Wrote the search index: ${index.records} records, ${Math.round(index.bytes / 1024)} kB.`);
  reporter.info(`Checked links on ${pages.size} pages (${broken.length} broken); wrote ${aliases} .html aliases.`);
  // Last, so the search index, robots.txt and the aliases are compressed too.
  const compressed = await precompress(publicDir);
  reporter.info(`Precompressed ${compressed.files} files (${compressed.written} .br and .gz written).`);
};
