import fs from 'fs';
import os from 'os';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';
import { readScreenshotManifest, screenshotManifestProblems } from '../../gatsby/page-data/screenshot-manifest';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshot-manifest-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A version whose screenshots folder is `static/screenshots/<name>` in the temp folder. */
const versionNamed = (name: string) => ({
  name,
  screenshotsDir: path.join(root, 'static', 'screenshots', name),
  screenshotsPath: `/screenshots/${name}`,
});

/** A version's folder with a Badge picture in it and a manifest naming `light` and `dark` as Badge's single shot. */
function folderWith(name: string, light: string, dark = 'badge/default-dark.webp') {
  const version = versionNamed(name);
  fs.mkdirSync(path.join(version.screenshotsDir, 'badge'), { recursive: true });
  for (const file of ['badge/default-light.webp', 'badge/default-dark.webp'])
    fs.writeFileSync(path.join(version.screenshotsDir, file), '');
  const image = (src: string) => ({ src, width: 100, height: 50 });
  fs.writeFileSync(
    path.join(version.screenshotsDir, 'manifest.json'),
    JSON.stringify({ Badge: { '': { light: image(light), dark: image(dark) } } }),
  );
  return version;
}

describe('a screenshot manifest', () => {
  it("resolves each picture's path against its version's screenshots folder", () => {
    expect(readScreenshotManifest(folderWith('6.x', 'badge/default-light.webp'))).toEqual({
      Badge: {
        '': {
          light: { src: '/screenshots/6.x/badge/default-light.webp', width: 100, height: 50 },
          dark: { src: '/screenshots/6.x/badge/default-dark.webp', width: 100, height: 50 },
        },
      },
    });
  });

  it('is empty while the screenshots script has not run', () => {
    expect(readScreenshotManifest(versionNamed('none'))).toEqual({});
  });

  it("copied under another version's name, shows the copy's own pictures", () => {
    const newest = docVersions().at(-1)!;
    const copy = versionNamed(`${newest.name}-copy`);
    fs.cpSync(newest.screenshotsDir, copy.screenshotsDir, { recursive: true });
    const images = Object.values(readScreenshotManifest(copy)).flatMap((variants) =>
      Object.values(variants).flatMap(({ light, dark }) => [light.src, dark.src]),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((src) => !src.startsWith(`${copy.screenshotsPath}/`))).toEqual([]);
    expect(images.filter((src) => !fs.existsSync(path.join(root, 'static', src)))).toEqual([]);
  });
});

describe('a manifest entry outside its folder or without its picture stops the build with the manifest and the key', () => {
  it.each([
    ['an address under the site root', '/screenshots/6.x/badge/default-light.webp'],
    ["another version's folder", '../6.x/badge/default-light.webp'],
    ['a folder above the picture', 'badge/../badge/default-light.webp'],
  ])('%s', (_, src) => {
    expect(() => readScreenshotManifest(folderWith('7.x', src))).toThrow(
      `static/screenshots/7.x/manifest.json: "Badge[''].light.src" is ${JSON.stringify(src)}; expected a path relative to the version's screenshots folder (static/screenshots/7.x/), such as "button/text-light.webp".`,
    );
  });

  it('a picture that is not in the folder', () => {
    expect(() => readScreenshotManifest(folderWith('7.x', 'badge/default-light.webp', 'badge/gone.webp'))).toThrow(
      `static/screenshots/7.x/manifest.json: "Badge[''].dark.src" is "badge/gone.webp"; expected a picture in static/screenshots/7.x/, and there is none by that name: run \`npm run screenshots -- --version 7.x\` to render it.`,
    );
  });

  it('reported once for each broken manifest, beside the fine ones', () => {
    const fine = folderWith('5.x', 'badge/default-light.webp');
    const broken = folderWith('8.x', '/screenshots/8.x/badge/default-light.webp');
    expect(screenshotManifestProblems([fine, broken])).toEqual([
      expect.stringMatching(/^static\/screenshots\/8\.x\/manifest\.json: "Badge\[''\]\.light\.src" is /),
    ]);
  });
});

it("reads the project's own manifests", () => {
  expect(screenshotManifestProblems(docVersions())).toEqual([]);
});
