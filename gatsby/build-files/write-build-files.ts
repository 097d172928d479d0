import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { PREVIEW_FRAME_PATH } from '../../src/shared/live-example/files';
import { writeIfChanged } from '../write-if-changed';
import { bundle } from './bundle';
import { commonIcons, type GlyphMap } from './common-icons';
import { frameDocument } from './frame-document';
import { writeIconFonts } from './icon-fonts';

export type BuildFiles = typeof __BUILD_FILES__;

const ICON_PACKAGE = path.resolve('node_modules/@react-native-vector-icons/material-design-icons');
/** Where the icons examples name are found: the library's components and doc comments, the site's examples. */
const ICON_SOURCES = [
  path.resolve('node_modules/react-native-paper/src/components'),
  path.resolve('content/examples'),
  path.resolve('content/data'),
];

/** Deletes the files of a folder under public/ that this build did not write (a previous build's hashed files). */
function removeStale(publicDir: string, folder: string, keep: string[]): void {
  const dir = path.join(publicDir, folder);
  for (const name of fs.readdirSync(dir)) {
    if (!keep.some((file) => path.basename(file) === name)) fs.rmSync(path.join(dir, name));
  }
}

/**
 * Writes the files Gatsby's webpack does not make: the icon font as WOFF2 (whole and common
 * subset) and the live-example frame (its document and its runtime, content-hashed). Returns
 * their paths under the site root, which the page code gets as `__BUILD_FILES__`.
 */
export async function writeBuildFiles(publicDir: string): Promise<BuildFiles> {
  const glyphs: GlyphMap = JSON.parse(
    fs.readFileSync(path.join(ICON_PACKAGE, 'glyphmaps/MaterialDesignIcons.json'), 'utf8'),
  );
  const common = commonIcons(ICON_SOURCES, glyphs);
  const [fonts, runtime, bootstrap] = await Promise.all([
    writeIconFonts(publicDir, path.join(ICON_PACKAGE, 'fonts/MaterialDesignIcons.ttf'), common),
    bundle('runtime.tsx', common),
    bundle('bootstrap.ts'),
  ]);
  const hash = crypto.createHash('sha256').update(runtime).digest('hex').slice(0, 20);
  const previewRuntime = `${path.posix.dirname(PREVIEW_FRAME_PATH)}/runtime-${hash}.js`;
  writeIfChanged(path.join(publicDir, previewRuntime), runtime);
  writeIfChanged(path.join(publicDir, PREVIEW_FRAME_PATH), frameDocument(bootstrap.trim()));
  removeStale(publicDir, path.posix.dirname(PREVIEW_FRAME_PATH), [previewRuntime, PREVIEW_FRAME_PATH]);
  removeStale(publicDir, path.posix.dirname(fonts.font), [fonts.font, fonts.commonFont]);
  return { previewRuntime, iconFont: fonts.font, commonIconFont: fonts.commonFont };
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
