// Bundles the screenshot harness for one docs version: the shared scenes (scenes.tsx), the
// version's own (<content>/screenshot-scenes.tsx, if it has one), its home screen
// (<content>/examples/home-screen.tsx) and library
// rendered by react-native-web, with the same esbuild settings as the version's live-preview
// runtime (gatsby/build-files/bundle.ts: React 19 and the worklets babel step for 6.x).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');

/** @type {typeof import('../../gatsby/build-files/bundle')} */
const { libraryBuildOptions } = requireTs('../../gatsby/build-files/bundle.ts', import.meta.url);
/** @type {typeof import('../../src/shared/home-screen')} */
const { homeScreenSource } = requireTs('../../src/shared/home-screen.ts', import.meta.url);

/**
 * Writes the bundle (and the files it loads) into `outdir`; returns the script's path.
 * @param {string} outdir
 * @param {Pick<import('../../gatsby/config/doc-versions').DocVersionSources, 'name' | 'library' | 'preview' | 'examples' | 'screenshotScenes' | 'themeExports'>} version
 */
export async function bundleHarness(outdir, version) {
  const library = libraryBuildOptions({
    // The version's own examples name its library `react-native-paper`, as in the preview frame.
    packages: {
      ...version.preview?.packages,
      ...(version.library === 'react-native-paper' ? {} : { 'react-native-paper': version.library }),
    },
    worklets: version.preview?.worklets ? version.library : undefined,
  });
  const homeScreen = JSON.stringify(path.join(root, homeScreenSource(version.examples)));
  const ownScenes = path.join(root, version.screenshotScenes);
  /** @type {Omit<import('./harness').HarnessVersion, 'library' | 'ownScenes'>} */
  const facts = { name: version.name, themeExports: version.themeExports, ownScenesFile: version.screenshotScenes };
  await esbuild.build({
    stdin: {
      contents: [
        `import * as library from 'react-native-paper';`,
        `import { mount } from './harness';`,
        fs.existsSync(ownScenes)
          ? `import { scenes as ownScenes } from ${JSON.stringify(ownScenes)};`
          : 'const ownScenes = {};',
        `import HomeScreen from ${homeScreen};`,
        `mount({ ...${JSON.stringify(facts)}, library, ownScenes }, HomeScreen);`,
      ].join('\n'),
      resolveDir: here,
      sourcefile: `harness-${version.name}.tsx`,
      loader: 'tsx',
    },
    bundle: true,
    outfile: path.join(outdir, 'harness.js'),
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.ttf': 'file', '.png': 'file' },
    resolveExtensions: library.resolveExtensions,
    alias: {
      ...library.alias,
      '@react-native/assets-registry/registry': path.join(here, 'shims', 'assets-registry.js'),
    },
    define: library.define,
    plugins: library.plugins,
    logLevel: 'warning',
  });
  return path.join(outdir, 'harness.js');
}
