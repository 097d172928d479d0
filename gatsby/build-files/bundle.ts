import path from 'path';
import esbuild from 'esbuild';
import type { GlyphMap } from './common-icons';
import { workletsPlugin } from './worklets-plugin';

/** The icon packages Paper's MaterialCommunityIcon tries, in place of which it gets the preview's icons. */
const PAPER_ICON_PACKAGES = [
  '@react-native-vector-icons/material-design-icons',
  '@expo/vector-icons/MaterialCommunityIcons',
  'react-native-vector-icons/MaterialCommunityIcons',
];
const PAPER_ICON_STAND_IN = path.resolve('src/live-preview/paper-icon-package.tsx');

interface LibraryBuildOptions {
  /** Packages bundled in place of those the code names (`react` -> `react-19`). */
  packages?: Record<string, string>;
  /** A package whose Reanimated code needs the worklets babel plugin (see worklets-plugin.ts). */
  worklets?: string;
}

interface BundleOptions extends LibraryBuildOptions {
  /** The common icons' glyphs, inlined as `__COMMON_GLYPHS__`. */
  common?: GlyphMap;
}

/**
 * The esbuild settings that make a react-native-paper version run in a browser, shared by the
 * preview runtimes and the component screenshots (scripts/component-screenshots/bundle.mjs):
 * react-native-web for `react-native`, the version's own packages (React 19 for 6.x), the
 * defines React Native code expects, and the worklets babel step for Reanimated.
 */
export function libraryBuildOptions({ packages, worklets }: LibraryBuildOptions = {}) {
  return {
    resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js', '.json'],
    alias: { 'react-native': 'react-native-web', ...packages } as Record<string, string>,
    define: {
      'process.env.NODE_ENV': '"production"',
      // Reanimated asks whether it runs under Jest; the frame has no `process`.
      'process.env.JEST_WORKER_ID': 'undefined',
      __DEV__: 'false',
      global: 'globalThis',
    } as Record<string, string>,
    plugins: worklets ? [workletsPlugin(worklets)] : [],
  };
}

/**
 * Bundles one of src/live-preview's entry points (or a source made at build time, resolved from that
 * folder) for the browser, minified, as one script: React,
 * react-native-web for `react-native` (`.web.*` files first), react-native-paper, and images as
 * data URLs. The frame has no webpack of its own, so esbuild does it, as for the component
 * screenshots. Paper's own icon packages are replaced by the preview's icon component: `settings.icon`
 * reaches most of Paper's icons, but some components (Appbar.BackAction, Checkbox, List.Accordion…)
 * draw through MaterialCommunityIcon, which requires a package and otherwise shows an empty box.
 */
export async function bundle(
  entry: string | { contents: string },
  { common = {}, packages, worklets }: BundleOptions = {},
): Promise<string> {
  const library = libraryBuildOptions({ packages, worklets });
  const dir = path.resolve('src/live-preview');
  const result = await esbuild.build({
    ...(typeof entry === 'string'
      ? { entryPoints: [path.join(dir, entry)] }
      : { stdin: { contents: entry.contents, resolveDir: dir, loader: 'tsx' as const } }),
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome100',
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.png': 'dataurl', '.svg': 'dataurl' },
    resolveExtensions: library.resolveExtensions,
    alias: {
      ...Object.fromEntries(PAPER_ICON_PACKAGES.map((name) => [name, PAPER_ICON_STAND_IN])),
      ...library.alias,
    },
    define: { ...library.define, __COMMON_GLYPHS__: JSON.stringify(common) },
    plugins: library.plugins,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
