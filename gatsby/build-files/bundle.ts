import path from 'path';
import esbuild from 'esbuild';
import type { GlyphMap } from './common-icons';
import { workletsPlugin } from './worklets-plugin';

const PAPER_ICON_PACKAGES = [
  '@react-native-vector-icons/material-design-icons',
  '@expo/vector-icons/MaterialCommunityIcons',
  'react-native-vector-icons/MaterialCommunityIcons',
];

export interface BundleOptions {
  /** The common icons' glyphs, inlined as `__COMMON_GLYPHS__`. */
  common?: GlyphMap;
  /** Packages bundled in place of those the code names (`react-native-paper` -> `react-native-paper-v6`). */
  packages?: Record<string, string>;
  /** A package whose Reanimated code needs the worklets babel plugin (see worklets-plugin.ts). */
  worklets?: string;
}

/**
 * Bundles one of src/live-preview's entry points for the browser, minified, as one script: React,
 * react-native-web for `react-native` (`.web.*` files first), react-native-paper, and images as
 * data URLs. The frame has no webpack of its own, so esbuild does it, as for the component
 * screenshots. Paper's own icon packages stay out: it tries them inside try/catch and falls back,
 * and the preview gives it an icon component of its own.
 */
export async function bundle(entry: string, { common = {}, packages, worklets }: BundleOptions = {}): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.resolve('src/live-preview', entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome100',
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.png': 'dataurl', '.svg': 'dataurl' },
    resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js', '.json'],
    alias: { 'react-native': 'react-native-web', ...packages },
    external: PAPER_ICON_PACKAGES,
    define: {
      'process.env.NODE_ENV': '"production"',
      // Reanimated asks whether it runs under Jest; the frame has no `process`.
      'process.env.JEST_WORKER_ID': 'undefined',
      __DEV__: 'false',
      global: 'globalThis',
      __COMMON_GLYPHS__: JSON.stringify(common),
    },
    plugins: worklets ? [workletsPlugin(worklets)] : [],
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
