import fs from 'fs';
import path from 'path';

/** Icon name -> code point in the Material Design Icons font. */
export type GlyphMap = Record<string, number>;

const QUOTED_NAME = /['"`]([a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g;

/**
 * The icon names quoted anywhere in `texts` (`icon="camera"`, `source: 'chevron-down'`), with their
 * code points. A quoted word that happens to name an icon ('text', 'web') comes along too: a few
 * extra glyphs cost a few bytes, a missing one a second download.
 */
export function iconNamesIn(texts: Iterable<string>, glyphs: GlyphMap): GlyphMap {
  const found: GlyphMap = {};
  for (const text of texts) {
    for (const [, name] of text.matchAll(QUOTED_NAME)) {
      if (Object.prototype.hasOwnProperty.call(glyphs, name)) found[name] = glyphs[name];
    }
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|json)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The icons a live example is likely to draw on its first run: those the library's components
 * draw themselves and those named in its doc comments (the usage examples), plus the site's
 * own examples. They go into a small font the preview loads first; any other name loads the
 * whole font.
 */
export function commonIcons(folders: string[], glyphs: GlyphMap): GlyphMap {
  return iconNamesIn(
    folders.flatMap(sourceFiles).map((file) => fs.readFileSync(file, 'utf8')),
    glyphs,
  );
}
