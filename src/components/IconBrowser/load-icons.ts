import { type GlyphMap, loadGlyphMap } from './glyph-map';
import { loadIconFont } from './icon-font';

export interface IconData {
  /** Every icon name, alphabetical. */
  names: readonly string[];
  glyphs: GlyphMap;
}

let loaded: IconData | null = null;

/** The glyph map and the font, fetched in parallel; the promise settles when both are ready. */
export async function loadIcons(): Promise<IconData> {
  if (loaded) return loaded;
  const [glyphs] = await Promise.all([loadGlyphMap(), loadIconFont()]);
  loaded = { names: Object.keys(glyphs).sort(), glyphs };
  return loaded;
}
