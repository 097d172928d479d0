import type { GatsbyNode } from 'gatsby';

/**
 * react-native-paper renders in the browser through react-native-web:
 * `react-native` resolves to it and `.web.*` files win over native ones.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: {
      alias: { 'react-native$': 'react-native-web' },
      extensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js'],
    },
  });
};
