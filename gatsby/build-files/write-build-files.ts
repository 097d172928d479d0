import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { PREVIEW_FRAME_PATH } from '../../src/shared/live-example/files';
import { docVersions } from '../config/site-config';
import type { DocVersionSources } from '../config/doc-versions';
import type { DocsVersion } from '../../src/shared/site-config-schema';
import { writeIfChanged } from '../shared/write-if-changed';
import { bundle } from './bundle';
import { runtimeEntry } from './runtime-entry';
import { commonIcons, type GlyphMap } from './common-icons';
import { frameDocument } from './frame-document';
import { writeIconFonts } from './icon-fonts';

type BuildFiles = typeof __BUILD_FILES__;

const ICON_PACKAGE = path.resolve('node_modules/@react-native-vector-icons/material-design-icons');
/** Where the icons examples name are found: each version's components and doc comments, the site's examples. */
const iconSources = (versions: DocVersionSources[]) => [
  ...versions.map((version) => version.componentsDir),
  ...versions.map((version) => version.examplesDir).filter((dir) => fs.existsSync(dir)),
  path.resolve('content/data'),
];

const FRAME_DIR = path.posix.dirname(PREVIEW_FRAME_PATH);

type PreviewRuntime = NonNullable<DocsVersion['preview']>;

/** Deletes the files of a folder under public/ that this build did not write (a previous build's hashed files). */
function removeStale(publicDir: string, folder: string, keep: string[]): void {
  const dir = path.join(publicDir, folder);
  for (const name of fs.readdirSync(dir)) {
    if (!keep.some((file) => path.basename(file) === name)) fs.rmSync(path.join(dir, name));
  }
}

/** Bundles and writes the frame's runtime for a docs version's library; returns its path under the site root. */
async function writeRuntime(
  publicDir: string,
  version: DocVersionSources,
  { packages, worklets }: PreviewRuntime,
  common: GlyphMap,
): Promise<string> {
  const library: Record<string, string> =
    version.library === 'react-native-paper' ? {} : { 'react-native-paper': version.library };
  const runtime = await bundle(
    { contents: runtimeEntry(version.themeExports) },
    {
      common,
      packages: { ...packages, ...library },
      worklets: worklets ? version.library : undefined,
    },
  );
  const hash = crypto.createHash('sha256').update(runtime).digest('hex').slice(0, 20);
  const file = `${FRAME_DIR}/runtime-${version.name}-${hash}.js`;
  writeIfChanged(path.join(publicDir, file), runtime);
  return file;
}

/**
 * Writes the files Gatsby's webpack does not make: the icon font as WOFF2 (whole and common
 * subset) and the live-example frame (its document, and a runtime for each version the frame
 * can run, content-hashed). Returns their paths under the site root, which the page code gets as
 * `__BUILD_FILES__`.
 */
export async function writeBuildFiles(publicDir: string): Promise<BuildFiles> {
  const glyphs: GlyphMap = JSON.parse(
    fs.readFileSync(path.join(ICON_PACKAGE, 'glyphmaps/MaterialDesignIcons.json'), 'utf8'),
  );
  const versions = docVersions().filter((version) => version.preview);
  const common = commonIcons(iconSources(docVersions()), glyphs);
  const [fonts, bootstrap, ...runtimes] = await Promise.all([
    writeIconFonts(publicDir, path.join(ICON_PACKAGE, 'fonts/MaterialDesignIcons.ttf'), common),
    bundle('bootstrap.ts'),
    ...versions.map((version) => writeRuntime(publicDir, version, version.preview!, common)),
  ]);
  writeIfChanged(path.join(publicDir, PREVIEW_FRAME_PATH), frameDocument(bootstrap.trim()));
  removeStale(publicDir, FRAME_DIR, [...runtimes, PREVIEW_FRAME_PATH]);
  removeStale(publicDir, path.posix.dirname(fonts.font), [fonts.font, fonts.commonFont]);
  return {
    previewRuntimes: Object.fromEntries(versions.map((version, index) => [version.name, runtimes[index]])),
    iconFont: fonts.font,
    commonIconFont: fonts.commonFont,
  };
}

let written: BuildFiles | null = null;

export async function onPreBootstrap({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): Promise<void> {
  const started = Date.now();
  written = await writeBuildFiles(path.resolve('public'));
  reporter.info(`Wrote the icon fonts and the live-example frame (${Date.now() - started} ms).`);
}

/** What `onPreBootstrap` wrote, for webpack's `define`. */
export function buildFiles(): BuildFiles {
  if (!written)
    throw new Error('The icon fonts and the live-example frame are written in onPreBootstrap, which has not run.');
  return written;
}
