import path from 'path';
import esbuild from 'esbuild';
import type { GlyphMap } from './common-icons';

const PAPER_ICON_PACKAGES = [
  '@react-native-vector-icons/material-design-icons',
  '@expo/vector-icons/MaterialCommunityIcons',
  'react-native-vector-icons/MaterialCommunityIcons',
];

/**
 * Bundles one of src/live-preview's entry points for the browser, minified, as one script: React,
 * react-native-web for `react-native` (`.web.*` files first), react-native-paper, and images as
 * data URLs. The frame has no webpack of its own, so esbuild does it, as for the component
 * screenshots. Paper's own icon packages stay out: it tries them inside try/catch and falls back,
 * and the preview gives it an icon component of its own.
 */
export async function bundle(entry: string, common: GlyphMap = {}): Promise<string> {
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
    alias: { 'react-native': 'react-native-web' },
    external: PAPER_ICON_PACKAGES,
    define: {
      'process.env.NODE_ENV': '"production"',
      __DEV__: 'false',
      global: 'globalThis',
      __COMMON_GLYPHS__: JSON.stringify(common),
    },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
