import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { docVersions } from '../../gatsby/config/site-config';
import { readScreenshotManifest } from '../../gatsby/page-data/screenshot-manifest';
import { DEVICE_SCALE_FACTOR } from '../../scripts/component-screenshots/home-screen';
import { HOME_SCREEN_SIZE as HOME_SCREEN, homeScreenFile, homeScreenSource } from '../../src/shared/home-screen';

const ROOT = path.resolve(__dirname, '..', '..');
const STATIC_DIR = path.resolve(__dirname, '..', '..', 'static');
const previewed = docVersions().filter((version) => version.preview);

it('has a docs version with a preview runtime', () => {
  expect(previewed.length).toBeGreaterThan(0);
});

describe.each(previewed.map((version) => [version.name, version] as const))('the %s home screen', (_, version) => {
  it('has its screen file', () => {
    expect(fs.existsSync(path.join(ROOT, homeScreenSource(version.examples)))).toBe(true);
  });

  it.each(['light', 'dark'] as const)("has a %s picture of the screen's size at the pipeline's scale", async (mode) => {
    const file = path.join(version.screenshotsDir, homeScreenFile(mode));
    expect(fs.existsSync(file)).toBe(true);
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({
      width: HOME_SCREEN.width * DEVICE_SCALE_FACTOR,
      height: HOME_SCREEN.height * DEVICE_SCALE_FACTOR,
      format: 'webp',
    });
  });

  // The scale is the one the component shots were taken at, so both kinds of picture stay alike.
  it("matches its component shots' scale", async () => {
    const shot = Object.values(readScreenshotManifest(version))
      .flatMap((variants) => Object.values(variants))
      .map((modes) => modes.light)
      .find(Boolean);
    expect(shot).toBeDefined();
    const { width } = await sharp(path.join(STATIC_DIR, shot!.src)).metadata();
    expect(width).toBe(shot!.width * DEVICE_SCALE_FACTOR);
  });
});
