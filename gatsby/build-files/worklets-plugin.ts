import fs from 'fs';
import * as babel from '@babel/core';
import type { Plugin } from 'esbuild';

/**
 * Runs the worklets babel plugin over a package's compiled files that use Reanimated, as an app's
 * babel step does. On the web, an animated style only updates when it knows which shared values
 * its function reads, and the plugin is what records them; without it 6.x's Switch, Checkbox and
 * TextInput label never move.
 */
export function workletsPlugin(packageName: string): Plugin {
  const escaped = packageName.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return {
    name: 'worklets',
    setup(build) {
      build.onLoad({ filter: new RegExp(`[\\\\/]node_modules[\\\\/]${escaped}[\\\\/].*\\.js$`) }, async ({ path }) => {
        const source = await fs.promises.readFile(path, 'utf8');
        if (!source.includes('react-native-reanimated')) return { contents: source, loader: 'jsx' };
        const result = await babel.transformAsync(source, {
          filename: path,
          babelrc: false,
          configFile: false,
          // Babel finds the plugin by name from the project's root.
          plugins: ['react-native-worklets/plugin'],
        });
        return { contents: result!.code!, loader: 'jsx' };
      });
    },
  };
}
