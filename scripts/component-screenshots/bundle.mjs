// Bundles the screenshot harness: react-native-paper rendered by react-native-web.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes the bundle (and the files it loads) into `outdir`; returns the script's path.
 * @param {string} outdir
 */
export async function bundleHarness(outdir) {
  await esbuild.build({
    entryPoints: [path.join(here, 'harness.tsx')],
    bundle: true,
    outdir,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.ttf': 'file', '.png': 'file' },
    resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js', '.json'],
    alias: {
      'react-native': 'react-native-web',
      '@react-native/assets-registry/registry': path.join(here, 'shims', 'assets-registry.js'),
    },
    define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false', global: 'globalThis' },
    logLevel: 'warning',
  });
  return path.join(outdir, 'harness.js');
}
