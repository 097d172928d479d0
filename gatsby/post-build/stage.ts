import type { CreatePagesArgs, Reporter } from 'gatsby';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import type { DocVersionSources } from '../config/doc-versions';
import type { SitePageInfo } from '../page-kinds/registry';

/** What every post-build stage gets: where the site is, its config and versions, and the built pages. */
export interface PostBuildContext {
  publicDir: string;
  /** Gatsby's path prefix: `/react-native-paper`, or '' for a site at the root. */
  pathPrefix: string;
  /** The site's origin and base path: `https://callstack.github.io/react-native-paper`. */
  siteRoot: string;
  config: SiteConfig;
  /** The docs versions, resolved once with the config. */
  versions: readonly DocVersionSources[];
  /** Every built page, path -> HTML; stages that rewrite pages keep it current. */
  pages: Map<string, string>;
  /** The file each guide and component page is written from (`content/6.x/guides/02-theming.mdx`), from the project root. */
  pageSources: Map<string, string>;
  /** The paths of the pages Gatsby created (its `SitePage` nodes). */
  pagePaths: Set<string>;
  /** Those pages, each with the component it renders with (its kind, gatsby/page-kinds/) and its context. */
  sitePages: readonly SitePageInfo[];
  graphql: CreatePagesArgs['graphql'];
  reporter: Reporter;
}

/** One step of the post-build: it reads and writes public/, and says in a line what it did. */
export interface PostBuildStage {
  name: string;
  run(context: PostBuildContext): string | Promise<string>;
}
