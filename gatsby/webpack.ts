import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { ChunkGraph, Module as WebpackModule } from 'webpack';
import { buildFiles } from './build-files/write-build-files';
import { paperSchemes } from './paper-schemes';
import { homeScreens } from './home-screens';
import { docVersions } from './config/site-config';
import { comparedVersions } from './schema/version-comparison';
import { builtRulesFile, readBuiltRules } from './config/migration-rules';

const WEB_EXTENSIONS = ['.web.tsx', '.web.ts', '.web.js'];

/**
 * react-native-paper renders in the browser through react-native-web (in lazy chunks only: the
 * theme builder's preview and the live examples):
 * - `react-native` resolves to react-native-web;
 * - `.web.*` files win over the others. They have to come before Gatsby's own extensions,
 *   which `setWebpackConfig` would append to, so the config is edited and replaced; without
 *   this, react-native-safe-area-context picks its native module specs and the build fails.
 *
 * Gatsby moves any node_modules file over 160 kB into a chunk named after a hash. The icon
 * browser's glyph map is such a file; a cache group of higher priority gives its chunk a
 * readable name, `icon-glyph-map-[contenthash].js`, easy to spot in the network panel and
 * tests. The import() must not carry the same name in a magic comment: webpack then skips
 * the group.
 *
 * Gatsby puts every stylesheet in one `styles` chunk and inlines it into every page. Only CSS that
 * the app chunk (the layout) imports stays there; a template's CSS ships with that template and is
 * inlined on its pages only, and a lazy feature's CSS (search dialog, icon browser, theme builder,
 * live examples) with that feature's chunk, loaded when the feature loads.
 *
 * The files `onPreBootstrap` writes outside webpack (the icon fonts, the live-example frame's
 * runtime) are named by content hash; the page code gets their paths as `__BUILD_FILES__`. The
 * theme builder's first state, Paper's own schemes, is computed here too: `__PAPER_SCHEMES__`; so is
 * the home page's screen of each version, compiled: `__HOME_SCREENS__` (only its lazy chunk reads it), and
 * each version's migration rules as createPages wrote them (gatsby/pages/migration-rules-file.ts), their
 * links as doc targets, with the version it is compared with: `__MIGRATION_RULES__` (the migration check's chunk).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, plugins, stage }) => {
  const config = getConfig();
  const extensions: string[] = config.resolve.extensions ?? ['.js', '.jsx', '.ts', '.tsx', '.json'];
  config.resolve.extensions = [
    ...WEB_EXTENSIONS,
    ...extensions.filter((extension) => !WEB_EXTENSIONS.includes(extension)),
  ];
  config.resolve.alias = { ...config.resolve.alias, 'react-native$': 'react-native-web' };

  config.module.rules.push({
    // The package is `"type": "module"`, so webpack wants full import paths, but a few of
    // its files import '../dynamiccolor/dynamic_scheme' without `.js`.
    test: /\.js$/,
    include: /[\\/]node_modules[\\/]@material[\\/]material-color-utilities[\\/]/,
    resolve: { fullySpecified: false },
  });

  config.plugins.push(
    plugins.define({
      __BUILD_FILES__: JSON.stringify(buildFiles()),
      __PAPER_SCHEMES__: JSON.stringify(paperSchemes()),
      __HOME_SCREENS__: JSON.stringify(homeScreens()),
      __MIGRATION_RULES__: JSON.stringify(
        Object.fromEntries(
          comparedVersions(docVersions()).flatMap(({ version }) => {
            if (!version.migration?.changesFile) return [];
            const { from, rules } = readBuiltRules(builtRulesFile(version));
            return [[version.name, { from, rules }]];
          }),
        ),
      ),
    }),
    // Paper's default icon component tries three icon packages in `require` calls inside
    // try/catch. These stay out of the bundle (one is a 200 kB glyph map plus a 1.3 MB font): the
    // theme builder's preview draws no named icons. The requires fail and Paper falls back quietly.
    plugins.ignore({
      resourceRegExp:
        /^(@react-native-vector-icons\/material-design-icons|@expo\/vector-icons\/MaterialCommunityIcons|react-native-vector-icons\/MaterialCommunityIcons)$/,
      contextRegExp: /[\\/]react-native-paper[\\/]lib[\\/]module[\\/]components$/,
    }),
  );

  if (stage === 'build-javascript' || stage === 'develop') {
    // `gatsby develop` puts every stylesheet in one chunk too (`commons`); with the lazy ones in it,
    // the pages' import orders disagree and it warns on every save. Split as in the build, its order
    // is the build's: the layout's stylesheets first, then each chunk's own.
    const { cacheGroups } = config.optimization.splitChunks;
    const inStylesChunk = cacheGroups.styles.test;
    cacheGroups.styles.test = (module: WebpackModule, context: { chunkGraph: ChunkGraph }) =>
      inStylesChunk(module, context) &&
      [...context.chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial());
  }
  if (stage === 'build-javascript') {
    // Gatsby's partytown plugin acts under `gatsby develop` only: in the build, its code and what it
    // requires (gatsby-script, partytown's snippet) would ride in the app chunk unused, about 5 kB.
    config.plugins.push(
      plugins.normalModuleReplacement(
        /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve('src/lib/no-partytown.js'),
      ),
    );
    const { cacheGroups } = config.optimization.splitChunks;
    cacheGroups.iconGlyphMap = {
      test: /[\\/]glyphmaps[\\/]MaterialDesignIcons\.json$/,
      name: 'icon-glyph-map',
      chunks: 'async',
      priority: 35,
      enforce: true,
    };
  }

  actions.replaceWebpackConfig(config);
};
