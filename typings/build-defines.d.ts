// Values the build puts into the code (webpack's and esbuild's `define`).

/** The common icons' names and code points, inlined into the live-example frame's runtime. */
declare const __COMMON_GLYPHS__: Record<string, number>;

/** The live-example frame runtime's channel to the page: bootstrap.ts passes it as the runtime's one parameter. */
declare const __PREVIEW_PORT__: MessagePort;

/** Files the build writes beside Gatsby's output, by path under the site root (gatsby/build-files/). */
declare const __BUILD_FILES__: {
  /** The live-example frame's runtime for each docs version it can run (`current`, `6.x`), content-hashed. */
  previewRuntimes: Record<string, string>;
  /** Every Material Design icon, as WOFF2. */
  iconFont: string;
  /** The common icons only, for the preview's first run. */
  commonIconFont: string;
};

/** Paper's own light and dark schemes, generated at build time: the theme builder's first state. */
declare const __PAPER_SCHEMES__: import('../src/shared/theme-colors').GeneratedSchemes;

/** The home page's screen of each docs version with a preview runtime, compiled, and its theme's colour roles (gatsby/home-screens.ts). */
declare const __HOME_SCREENS__: Record<string, import('../gatsby/home-screens').HomeScreenBuild>;

/**
 * Each compared docs version's migration rules (its breaking changes file's names), links as doc targets, and the
 * name of the version it is compared with, whose code the check reads (gatsby/webpack.ts).
 */
declare const __MIGRATION_RULES__: Record<
  string,
  { from: string; rules: import('../src/shared/migration/rules').MigrationRule[] }
>;
