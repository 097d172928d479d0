import type { GatsbyNode } from 'gatsby';

/**
 * react-native-paper renders in the browser through react-native-web:
 * `react-native` resolves to it and `.web.*` files win over native ones.
 *
 * Gatsby moves any node_modules file over 160 kB into a chunk named after a hash. The icon
 * browser's glyph map is such a file; this group (higher priority) gives its chunk a readable
 * name instead, `icon-glyph-map-[contenthash].js`, easy to spot in the network panel and tests.
 * The import() must not carry the same name in a magic comment: webpack then skips the group.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  actions.setWebpackConfig({
    resolve: {
      alias: { 'react-native$': 'react-native-web' },
      extensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js'],
    },
  });
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      optimization: {
        splitChunks: {
          cacheGroups: {
            iconGlyphMap: {
              test: /[\\/]glyphmaps[\\/]MaterialDesignIcons\.json$/,
              name: 'icon-glyph-map',
              chunks: 'async',
              priority: 35,
              enforce: true,
            },
          },
        },
      },
    });
  }
};
