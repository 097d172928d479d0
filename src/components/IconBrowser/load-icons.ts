import { type GlyphMap, loadGlyphMap } from './glyph-map';
import { loadIconFont } from './icon-font';
import { loadKeywordIndex } from './keyword-index';
import { decodeKeywords, type KeywordMap } from '../../shared/icon-keywords';

export interface IconData {
  /** Every icon name, alphabetical. */
  names: readonly string[];
  glyphs: GlyphMap;
  /** Aliases and tag words, for the icons that have any. */
  keywords: KeywordMap;
}

let loaded: IconData | null = null;

/** The glyph map, the search index and the font, fetched in parallel; settles when all are ready. */
export async function loadIcons(): Promise<IconData> {
  if (loaded) return loaded;
  const [glyphs, index] = await Promise.all([loadGlyphMap(), loadKeywordIndex(), loadIconFont()]);
  const names = Object.keys(glyphs).sort();
  loaded = { names, glyphs, keywords: decodeKeywords(names, index) };
  return loaded;
}
