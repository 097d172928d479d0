import fs from 'fs';
import path from 'path';

export interface ScreenshotImage {
  src: string;
  width: number;
  height: number;
}

/** component -> variant ('' for a single screenshot) -> colour mode -> image */
export type ScreenshotManifest = Record<string, Record<string, { light: ScreenshotImage; dark: ScreenshotImage }>>;

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'static', 'screenshots');
export const MANIFEST_FILE = path.join(SCREENSHOT_DIR, 'manifest.json');

/** Written by scripts/component-screenshots; empty until the script has run. */
export function readScreenshotManifest(): ScreenshotManifest {
  return fs.existsSync(MANIFEST_FILE) ? (JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as ScreenshotManifest) : {};
}

/**
 * The screenshots a component page shows, one per listed variant. A listed
 * variant without an image is an error, so a page never shows an empty slot.
 */
export function screenshotsFor(component: string, variants: string[], manifest: ScreenshotManifest) {
  const images = manifest[component] ?? {};
  return (variants.length ? variants : ['']).map((variant) => {
    const image = images[variant];
    if (!image) {
      throw new Error(
        `No screenshot of ${component}${variant ? ` (${variant})` : ''}: run \`npm run screenshots\` to render the component screenshots.`,
      );
    }
    return { variant, ...image };
  });
}
