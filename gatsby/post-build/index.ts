import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { docVersions, siteConfig } from '../config/site-config';
import { archivedSites } from './archived-sites';
import { buildId } from './build-id';
import { stableCompilationHash } from './compilation-hash';
import { readBuiltPages } from './built-pages';
import { contentSecurityPolicies } from './csp';
import { htmlAliases } from './html-aliases';
import { lastVersionByName } from './last-version-by-name';
import { linkCheck } from './link-check';
import { pageSourcesOf } from './page-sources';
import { markdownPages } from './llms/write-llms';
import { nullBytes } from './null-bytes';
import { precompression } from './precompress';
import { robotsTxt } from './robots';
import { scriptsAfterPaint } from './scripts-after-paint';
import { searchIndex } from './search-index';
import { offlineWorker } from './service-worker';
import type { PostBuildContext, PostBuildStage } from './stage';
import type { SitePageInfo } from '../page-kinds/registry';

/**
 * What runs after Gatsby has written the site, in this order. Pages are cleaned of the renderer's
 * stray NUL bytes before anything reads them. The compilation hash is made stable
 * first, as it is in every page. The bundles' loader is written
 * before the policies hash the inline scripts. The policies come before anything
 * copies a page (aliases) or reads its final HTML (build id, search); the worker comes after every
 * file it may precache; compression comes last, so every file written before gets its copies.
 */
const POST_BUILD_STAGES: readonly PostBuildStage[] = [
  nullBytes,
  stableCompilationHash,
  linkCheck,
  scriptsAfterPaint,
  contentSecurityPolicies,
  buildId,
  htmlAliases,
  robotsTxt,
  searchIndex,
  markdownPages,
  lastVersionByName,
  offlineWorker,
  archivedSites,
  precompression,
];

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType, graphql, basePath }) => {
  const config = siteConfig();
  const publicDir = path.resolve('public');
  const sitePages = getNodesByType('SitePage') as unknown as SitePageInfo[];
  const context: PostBuildContext = {
    publicDir,
    pathPrefix: basePath,
    siteRoot: `${config.url}${basePath}`,
    config,
    versions: docVersions(),
    pages: readBuiltPages(publicDir),
    pageSources: pageSourcesOf(getNodesByType),
    pagePaths: new Set(sitePages.map((page) => page.path)),
    sitePages,
    graphql,
    reporter,
  };
  for (const stage of POST_BUILD_STAGES) {
    const started = Date.now();
    const report = await stage.run(context);
    reporter.info(`Post-build, ${stage.name}: ${report} (${Date.now() - started} ms).`);
  }
};
