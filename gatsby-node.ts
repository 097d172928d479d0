/**
 * Build-time entry point. Each API lives in its own module under gatsby/;
 * this file only wires them to Gatsby.
 */
import { createPages as createDocPages } from './gatsby/pages/create-pages';
import { writeMigrationRules } from './gatsby/pages/migration-rules-file';
import { checkGuide } from './gatsby/sourcing/guide-nodes';
import { createDataNodes } from './gatsby/sourcing/data-nodes';
import { checkConfiguratorStarts } from './gatsby/sourcing/configurator-starts';
import { checkExampleFixes } from './gatsby/page-data/example-fix-check';
import { checkPageDataTitles } from './gatsby/sourcing/page-data-titles';
import { checkGuideRoutes } from './gatsby/sourcing/guide-routes';
import { checkNavbarTargets } from './gatsby/sourcing/navbar-targets';
import { checkBreakingChangeNames } from './gatsby/sourcing/breaking-change-names';
import { reportContentProblems } from './gatsby/sourcing/content-problems';
import { checkScreenshotManifests } from './gatsby/page-data/screenshot-manifest';
import type { GatsbyNode } from 'gatsby';
import { onPreBootstrap as writeIconSearchIndex } from './gatsby/build-files/icon-search-index';
import { onPreBootstrap as writeBuildFiles } from './gatsby/build-files/write-build-files';
import { recordBuildInputs } from './scripts/build/build-inputs';
import { onPostBuild as postBuild } from './gatsby/post-build';
import { createResolvers as addHtmlResolvers } from './gatsby/schema/resolvers';
import { createSchemaCustomization as customizeSchema } from './gatsby/schema/schema';
import { writeSchemaFile } from './gatsby/schema/schema-file';
import { writePageFragments } from './gatsby/queries/page-fragments';
import { onPreInit as checkSiteConfig } from './gatsby/config/site-config';
import { onPreInit as checkVersionFallbacks } from './gatsby/config/version-fallbacks';
import { onPreInit as checkGuidesFrontMatter } from './gatsby/sourcing/guide-front-matter';
import { checkedSiteConfig, docVersions } from './gatsby/config/site-config';
import { prereleaseAtDocs } from './gatsby/mdx/version-words';
import { sourceNodes as sourceDataNodes } from './gatsby/sourcing/source-data';
import { onCreateWebpackConfig as configureWebpack } from './gatsby/webpack';
import { onCreateDevServer as serveDevelopSearchIndex } from './gatsby/develop/search-index';

/**
 * The site config first: the fallbacks file is checked against its versions, and the guides of each
 * version are read for front matter that is not YAML.
 */
export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  checkSiteConfig(args);
  checkVersionFallbacks(args);
  checkGuidesFrontMatter(args);
  const prerelease = checkedSiteConfig.error ? undefined : prereleaseAtDocs(docVersions());
  if (prerelease) args.reporter.warn(prerelease);
};
/**
 * Once Gatsby has set its cache up: what `npm run build` made it from, then, before webpack runs, the
 * icon browser's search index, the icon fonts and the live-example frame.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async (args) => {
  recordBuildInputs();
  writeIconSearchIndex(args);
  await writeBuildFiles(args);
};
export const createSchemaCustomization = customizeSchema;
export const sourceNodes = sourceDataNodes;
/** Guides get their slug and checks; content/data and content/examples files become typed nodes. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  checkGuide(args);
  await createDataNodes(args);
};
export const createResolvers = addHtmlResolvers;
/**
 * The content's problems are reported here, together: those found while sourcing, and the checks
 * that need every node (the configurator's starting points, the example fixes, the titles page data
 * names, guides published at one address, the version switch's targets, the breaking changes' names
 * against the comparison of both versions, the screenshot manifests' pictures). It is the first API
 * after sourcing that `gatsby develop` runs again. Then the pages, the migration rules (which webpack
 * compiles into the migration check), and the schema file for editors'
 * GraphQL tools.
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  reportContentProblems(args.reporter, [
    ...checkConfiguratorStarts(args),
    ...checkExampleFixes(args),
    ...checkPageDataTitles(args),
    ...checkGuideRoutes(args),
    ...checkNavbarTargets(args),
    ...checkBreakingChangeNames(args),
    ...checkScreenshotManifests(),
  ]);
  await createDocPages(args);
  await writeMigrationRules(args);
  await writeSchemaFile(args);
};
/** Fragments that runtime queries share with page queries, where Gatsby's query compiler finds them. */
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = writePageFragments;
export const onCreateWebpackConfig = configureWebpack;
export const onPostBuild = postBuild;
export const onCreateDevServer = serveDevelopSearchIndex;
