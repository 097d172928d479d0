import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { pathPrefixFromBaseUrl } from '../../src/shared/routes';
import { usesHostedSearch } from '../../src/shared/search/settings';
import { writeBuildId } from './build-id';
import { readBuiltPages } from './built-pages';
import { withPolicy } from './csp';
import { findBrokenLinks } from './link-check';
import { writeLlms } from './llms/write-llms';
import { precompress } from './precompress';
import { writeSearchIndex } from './search-index';
import { writePageChunks, writeServiceWorker } from './service-worker';
import { siteConfig } from '../config/site-config';
import { writeIfChanged } from '../write-if-changed';

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
    writeIfChanged(path.join(publicDir, aliasPath), html);
    count += 1;
  }
  return count;
}

/** Adds each page's Content-Security-Policy tag (gatsby/csp.ts) to its HTML on disk and in `pages`. */
function writePolicies(publicDir: string, pages: Map<string, string>, hostedSearch: boolean): void {
  const write = (file: string, html: string) => {
    const secured = withPolicy(html, hostedSearch);
    // An unchanged page keeps its date, so its compressed copies stay valid across warm builds.
    if (secured !== html) fs.writeFileSync(file, secured);
    return secured;
  };
  for (const [page, html] of pages) pages.set(page, write(path.join(publicDir, page, 'index.html'), html));
  const notFoundPage = path.join(publicDir, '404.html');
  if (fs.existsSync(notFoundPage)) write(notFoundPage, fs.readFileSync(notFoundPage, 'utf8'));
}

function writeRobots(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType, graphql }) => {
  const publicDir = path.resolve('public');
  const pathPrefix = pathPrefixFromBaseUrl(siteConfig().baseUrl);
  const pages = readBuiltPages(publicDir);

  const broken = findBrokenLinks(pages, pathPrefix, `${siteConfig().url}${pathPrefix}`);
  for (const link of broken) {
    const message = `Broken link on ${link.page}: ${link.href} (${link.reason})`;
    if (siteConfig().onBrokenLinks === 'throw') reporter.panicOnBuild(message);
    else reporter.warn(message);
  }
  writePolicies(publicDir, pages, usesHostedSearch(siteConfig().search));
  const buildId = writeBuildId(publicDir, pages);
  reporter.info(`This deploy's content id is ${buildId} (build.json).`);
  const pagePaths = new Set(getNodesByType('SitePage').map((node) => (node as unknown as { path: string }).path));
  const aliases = writeHtmlAliases(publicDir, pages, pagePaths);
  writeRobots(publicDir, `${siteConfig().url}${pathPrefix}`);
  const index = writeSearchIndex(publicDir, pages, pathPrefix);
  reporter.info(`Wrote the search index: ${index.records} records, ${Math.round(index.bytes / 1024)} kB.`);
  reporter.info(`Checked links on ${pages.size} pages (${broken.length} broken); wrote ${aliases} .html aliases.`);
  const llms = await writeLlms(graphql, siteConfig(), publicDir);
  reporter.info(`Wrote llms.txt, llms-full.txt and ${llms.pages} markdown pages (${Math.round(llms.bytes / 1024)} kB).`);
  writePageChunks(publicDir);
  const worker = await writeServiceWorker(publicDir, pathPrefix);
  for (const warning of worker.warnings) reporter.warn(`Service worker: ${warning}`);
  reporter.info(`Wrote the offline service worker (${worker.precached} files precached).`);
  // Last, so the search index, robots.txt, the aliases, the markdown files and the worker are compressed too.
  const compressed = await precompress(publicDir);
  reporter.info(`Precompressed ${compressed.files} files (${compressed.written} .br and .gz written).`);
};
