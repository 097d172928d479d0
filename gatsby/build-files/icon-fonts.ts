import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import subsetFont from 'subset-font';
import type { GlyphMap } from './common-icons';

interface IconFontFiles {
  /** Every icon, as WOFF2 (the icon browser, and the preview once an example names a rare icon). */
  font: string;
  /** The common icons only (`common-icons.ts`), for the preview's first run. */
  commonFont: string;
}

const fingerprint = (...parts: (string | Buffer)[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 20);
};

const SUBSET_FONT_VERSION: string = JSON.parse(
  fs.readFileSync(path.resolve('node_modules/subset-font/package.json'), 'utf8'),
).version;

/**
 * Writes `public/<dir>/<name>-<hash>.woff2` from `make()` unless a file of that name is there: the
 * hash is of the inputs, so a warm build skips the conversion (the whole font takes seconds).
 */
async function writeOnce(
  publicDir: string,
  dir: string,
  name: string,
  key: string,
  make: () => Promise<Buffer>,
): Promise<string> {
  const file = `/${dir}/${name}-${key}.woff2`;
  const target = path.join(publicDir, file);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await make());
  }
  return file;
}

/**
 * The Material Design Icons TrueType font (1.3 MB) converted to WOFF2 with HarfBuzz's subsetter
 * (`subset-font`): the whole font (about 350 kB), and a subset with only `common` (a few kB).
 * Returns their paths under the site root.
 */
export async function writeIconFonts(publicDir: string, ttfFile: string, common: GlyphMap): Promise<IconFontFiles> {
  const ttf = fs.readFileSync(ttfFile);
  const text = Object.values(common)
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join('');
  const [font, commonFont] = await Promise.all([
    writeOnce(publicDir, 'icons', 'material-design-icons', fingerprint(ttf, SUBSET_FONT_VERSION), () =>
      subsetFont(ttf, undefined, { targetFormat: 'woff2', keepAllGlyphs: true }),
    ),
    writeOnce(publicDir, 'icons', 'common-icons', fingerprint(ttf, SUBSET_FONT_VERSION, text), () =>
      subsetFont(ttf, text, { targetFormat: 'woff2' }),
    ),
  ]);
  return { font, commonFont };
}
