import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';
import type { SiteConfig } from './src/shared/site-config-schema';
import { checkedSiteConfig } from './gatsby/config/site-config';
import { DOCS_ROOT } from './src/shared/routes';
import { sitemapPages } from './gatsby/page-kinds/registry';
import { pathPrefixOf } from './gatsby/config/base-path';
import rehypeHeadingIds from './gatsby/mdx/rehype-heading-ids';
import remarkVersionLinks from './gatsby/mdx/remark-version-links';
import remarkVersionWords from './gatsby/mdx/remark-version-words';
import rehypeHighlightCode from './gatsby/mdx/rehype-highlight-code';
import rehypeStaticHtml from './gatsby/mdx/rehype-static-html';
import {
  EXAMPLES_SOURCE,
  PAGE_DATA_SOURCE,
  SHOWCASE_DIR,
  SITE_DATA_DIR,
  SITE_DATA_SOURCE,
} from './gatsby/sourcing/data-schemas';
import { remarkGfm } from './gatsby/mdx/unified-stack';
import type { DocVersionSources } from './gatsby/config/doc-versions';

function gatsbyConfig(siteConfig: SiteConfig, versions: DocVersionSources[]): GatsbyConfig {
  const pathPrefix = pathPrefixOf(siteConfig.baseUrl);
  return {
    pathPrefix,
    trailingSlash: 'always',
    siteMetadata: {
      title: siteConfig.title,
      description: siteConfig.tagline,
      siteUrl: `${siteConfig.url}${pathPrefix}`,
    },
    // Types for every query's data (`Queries.*`), written on each build; the committed copy lets
    // the type check run before a build.
    graphqlTypegen: {
      typesOutputPath: 'src/gatsby-types.d.ts',
      generateOnBuild: true,
      documentSearchPaths: ['./gatsby/**/*.ts', './plugins/**/gatsby-node.ts'],
    },
    plugins: [
      // Each docs version's guides; an instance's name is `guides-6.x` (`data-6.x`, `examples-6.x` below).
      ...versions.map((version) => ({
        resolve: 'gatsby-source-filesystem',
        options: { name: `guides-${version.name}`, path: version.guidesDir },
      })),
      // Their page data and examples, where a version has them (a small version may have neither).
      ...versions
        .filter((version) => fs.existsSync(version.pageDataDir))
        .map((version) => ({
          resolve: 'gatsby-source-filesystem',
          options: { name: `${PAGE_DATA_SOURCE}${version.name}`, path: version.pageDataDir },
        })),
      ...versions
        .filter((version) => fs.existsSync(version.examplesDir))
        .map((version) => ({
          resolve: 'gatsby-source-filesystem',
          options: { name: `${EXAMPLES_SOURCE}${version.name}`, path: version.examplesDir },
        })),
      {
        resolve: 'gatsby-source-filesystem',
        options: { name: SITE_DATA_SOURCE, path: path.resolve(__dirname, SITE_DATA_DIR) },
      },
      // The showcase's screenshots: large originals, resized and converted by sharp at build time.
      {
        resolve: 'gatsby-source-filesystem',
        options: { name: 'showcase', path: SHOWCASE_DIR },
      },
      {
        resolve: 'gatsby-plugin-sharp',
        options: { defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'none' } },
      },
      'gatsby-transformer-sharp',
      {
        resolve: 'gatsby-plugin-mdx',
        options: {
          extensions: ['.mdx'],
          mdxOptions: {
            remarkPlugins: [remarkGfm, remarkVersionWords, remarkVersionLinks],
            rehypePlugins: [rehypeHeadingIds, [rehypeHighlightCode, { asHtml: true }], rehypeStaticHtml],
          },
        },
      },
      // Each docs version's component pages, from its own copy of the library.
      ...versions.map((version) => ({
        resolve: 'gatsby-source-component-docs',
        options: {
          libsRootDir: version.componentsDir,
          docsRootDir: `${DOCS_ROOT}/components`,
          pages: version.componentPages,
          version: version.name,
          routePrefix: version.prefix ?? '',
        },
      })),
      {
        resolve: 'gatsby-plugin-sitemap',
        // The pages of the kinds the sitemap lists (gatsby/page-kinds/): not those that only redirect,
        // the not-found page or the offline page.
        options: {
          query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path component } } }`,
          resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; component: string }[] } }) =>
            sitemapPages(allSitePage.nodes),
        },
      },
    ],
  };
}

// With a bad site.config.ts, an empty config: gatsby-node.ts's onPreInit then stops the build
// with the config's error (throwing here would not show it; see gatsby/config/site-config.ts).
const config: GatsbyConfig = checkedSiteConfig.config
  ? gatsbyConfig(checkedSiteConfig.config, checkedSiteConfig.versions)
  : {};

export default config;
