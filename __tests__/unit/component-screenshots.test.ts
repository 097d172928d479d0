import fs from 'fs';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';
import { readScreenshotManifest } from '../../gatsby/page-data/screenshot-manifest';
import { parseDataFile } from '../../gatsby/sourcing/data-schemas';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';

const STATIC_DIR = path.resolve(__dirname, '..', '..', 'static');

/** Each version's listed screenshot variants (component -> variants, none for a single shot). */
const versions = docVersions().map((version) => ({
  version,
  // Checked as the build checks it (a list of variant names per component).
  variants: parseDataFile(
    'screenshot-variants.json',
    fs.readFileSync(path.join(version.pageDataDir, 'screenshot-variants.json'), 'utf8'),
    `${version.pageData}/screenshot-variants.json`,
  ) as Record<string, string[]>,
  manifest: readScreenshotManifest(version),
  pages: new Set(listPages(version.componentPages).map((page) => page.title)),
}));

describe.each(versions.map((entry) => [entry.version.name, entry] as const))(
  'component screenshots of %s',
  (_, { version, variants, manifest, pages }) => {
    it('lists only components that are pages of the version', () => {
      expect(Object.keys(variants).filter((component) => !pages.has(component))).toEqual([]);
    });

    it('has a light and a dark image of every listed variant, in its own folder', () => {
      const missing: string[] = [];
      for (const [component, list] of Object.entries(variants)) {
        for (const variant of list.length ? list : ['']) {
          for (const mode of ['light', 'dark'] as const) {
            const image = manifest[component]?.[variant]?.[mode];
            const name = `${component} (${variant || 'single'}, ${mode})`;
            if (!image) missing.push(`${name}: not in the manifest`);
            else if (!image.src.startsWith(`${version.screenshotsPath}/`))
              missing.push(`${name}: ${image.src} is outside ${version.screenshotsPath}/`);
            else if (!fs.existsSync(path.join(STATIC_DIR, image.src)))
              missing.push(`${name}: no file static${image.src}`);
            else if (!(image.width > 0 && image.height > 0)) missing.push(`${name}: no size`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  },
);

it.each(versions.map((entry) => [entry.version.name, entry] as const))(
  'shows screenshots on at least nine in ten of the component pages of %s',
  (_, { variants, pages }) => {
    const shown = Object.keys(variants).filter((component) => pages.has(component));
    expect(shown.length).toBeGreaterThanOrEqual(Math.ceil(pages.size * 0.9));
  },
);
