import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import { readVersionFile } from '../config/version-file';
import { VersionFileError } from '../config/site-config-error';
import { entry } from './schema-parts';
import { docVersions } from '../config/site-config';

export interface ScreenshotImage {
  src: string;
  width: number;
  height: number;
  /** The picture itself as a data: URL, where the page writes it in (`screenshotsFor`). */
  inline?: string | null;
}

/** component -> variant ('' for a single screenshot) -> colour mode -> image */
export type ScreenshotManifest = Record<string, Record<string, { light: ScreenshotImage; dark: ScreenshotImage }>>;

/** What a manifest is read against: the version's name, its screenshots folder and that folder's address (`/screenshots/6.x`). */
export type ManifestVersion = { name: string; screenshotsDir: string; screenshotsPath: string };

/** The manifest as its version's folder holds it, from the project root, for messages. */
export const manifestShown = (version: Pick<ManifestVersion, 'screenshotsPath'>): string =>
  `static${version.screenshotsPath}/manifest.json`;

/**
 * The manifest's shape. Each picture is named by its path in the version's own screenshots folder
 * (`button/text-light.webp`), never by the folder's name, so a folder copied as a new version's first
 * draft shows its own pictures.
 */
function manifestSchema(version: ManifestVersion) {
  const shown = `static${version.screenshotsPath}/`;
  const src = z
    .string()
    .regex(/^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/, {
      error: `expected a path relative to the version's screenshots folder (${shown}), such as "button/text-light.webp".`,
      abort: true,
    })
    .refine((file) => fs.existsSync(path.join(version.screenshotsDir, file)), {
      error: `expected a picture in ${shown}, and there is none by that name: run \`npm run screenshots -- --version ${version.name}\` to render it.`,
    });
  const size = z.number().int().positive();
  const image = entry({ src, width: size, height: size });
  return z.record(z.string(), z.record(z.string(), entry({ light: image, dark: image })));
}

/**
 * A version's screenshots' manifest, written by scripts/component-screenshots into its folder, with
 * each picture's path resolved to its address under the site root (`/screenshots/6.x/button/text-light.webp`);
 * empty until the script has run. An entry outside the folder or without its picture throws a
 * VersionFileError naming the manifest and the key.
 */
export function readScreenshotManifest(version: ManifestVersion): ScreenshotManifest {
  const file = path.join(version.screenshotsDir, 'manifest.json');
  if (!fs.existsSync(file)) return {};
  const manifest = readVersionFile(file, manifestShown(version), manifestSchema(version));
  const resolve = (image: ScreenshotImage) => ({ ...image, src: `${version.screenshotsPath}/${image.src}` });
  return Object.fromEntries(
    Object.entries(manifest).map(([component, variants]) => [
      component,
      Object.fromEntries(
        Object.entries(variants).map(([variant, { light, dark }]) => [
          variant,
          { light: resolve(light), dark: resolve(dark) },
        ]),
      ),
    ]),
  );
}

/** Each version's manifest mistake, one per manifest. */
export function screenshotManifestProblems(versions: readonly ManifestVersion[]): string[] {
  return versions.flatMap((version) => {
    try {
      readScreenshotManifest(version);
      return [];
    } catch (error) {
      if (error instanceof VersionFileError) return [error.message];
      throw error;
    }
  });
}

/** The configured versions' manifest mistakes, for the content checks that run before any page is queried. */
export const checkScreenshotManifests = (): string[] => screenshotManifestProblems(docVersions());

/** A page's first screenshot up to this size is written into the page (see `screenshotsFor`). */
export const INLINE_SCREENSHOT_BYTES = 8 * 1024;

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** A picture as a data: URL, or null when it is bigger than INLINE_SCREENSHOT_BYTES or of a type not listed. */
function dataUrlOf(image: ScreenshotImage, version: ManifestVersion): string | null {
  const type = MEDIA_TYPES[path.extname(image.src).toLowerCase()];
  if (!type) return null;
  const bytes = fs.readFileSync(path.join(version.screenshotsDir, path.relative(version.screenshotsPath, image.src)));
  return bytes.length <= INLINE_SCREENSHOT_BYTES ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/**
 * The screenshots a component page shows, one per listed variant. A listed
 * variant without an image is an error, so a page never shows an empty slot.
 * The first one's light picture, the one a reader sees first unless they chose dark, comes `inline`
 * when it is small (a few kB): it then paints with the page's first frame rather than after a
 * request of its own, which Lighthouse's mobile LCP measured at 1.66 times a blank page's.
 */
export function screenshotsFor(
  component: string,
  variants: string[],
  manifest: ScreenshotManifest,
  version: ManifestVersion,
) {
  const images = manifest[component] ?? {};
  return (variants.length ? variants : ['']).map((variant, index) => {
    const image = images[variant];
    if (!image) {
      throw new Error(
        `No screenshot of ${component}${variant ? ` (${variant})` : ''} in ${version.name}'s ${manifestShown(version)}, which its screenshot-variants.json lists: run \`npm run screenshots -- --version ${version.name} ${component}\` to render it.`,
      );
    }
    return index === 0
      ? { variant, ...image, light: { ...image.light, inline: dataUrlOf(image.light, version) } }
      : { variant, ...image };
  });
}
