import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import rawSiteConfig from './site.config';
import { validateSiteConfig } from './gatsby/config/validate-site-config';
import { DOCS_ROOT, OFFLINE_PATH, pathPrefixFromBaseUrl } from './src/lib/routes';
import rehypeHeadingIds from './gatsby/mdx/rehype-heading-ids';
import rehypeHighlightCode from './gatsby/mdx/rehype-highlight-code';
import remarkGfm from './gatsby/mdx/remark-gfm';
import componentPages from './content/data/component-pages.json';

const siteConfig = validateSiteConfig(rawSiteConfig);
const pathPrefix = pathPrefixFromBaseUrl(siteConfig.baseUrl);

const config: GatsbyConfig = {
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
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'guides', path: path.resolve(__dirname, 'content/guides') },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingIds, rehypeHighlightCode] },
      },
    },
    {
      resolve: 'gatsby-source-component-docs',
      options: {
        libsRootDir: path.resolve(__dirname, 'node_modules/react-native-paper/src/components'),
        docsRootDir: `${DOCS_ROOT}/components`,
        pages: componentPages,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404/', '/404.html', '/dev-404-page/', '/docs/', OFFLINE_PATH] },
    },
  ],
};

export default config;
