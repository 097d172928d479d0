import fs from 'fs';
import path from 'path';

export interface ScreenshotImage {
  src: string;
  width: number;
  height: number;
}

/** component -> variant ('' for a single screenshot) -> colour mode -> image */
export type ScreenshotManifest = Record<string, Record<string, { light: ScreenshotImage; dark: ScreenshotImage }>>;

/** A version's screenshots' manifest, written by scripts/component-screenshots into its folder; empty until the script has run. */
export function readScreenshotManifest(screenshotsDir: string): ScreenshotManifest {
  const file = path.join(screenshotsDir, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenshotManifest) : {};
}

/**
 * The screenshots a component page shows, one per listed variant. A listed
 * variant without an image is an error, so a page never shows an empty slot.
 */
export function screenshotsFor(
  component: string,
  variants: string[],
  manifest: ScreenshotManifest,
  version: { name: string; screenshotsPath: string },
) {
  const images = manifest[component] ?? {};
  return (variants.length ? variants : ['']).map((variant) => {
    const image = images[variant];
    if (!image) {
      throw new Error(
        `No screenshot of ${component}${variant ? ` (${variant})` : ''} in ${version.name}'s static${version.screenshotsPath}/manifest.json, which its screenshot-variants.json lists: run \`npm run screenshots -- --version ${version.name} ${component}\` to render it.`,
      );
    }
    return { variant, ...image };
  });
}
