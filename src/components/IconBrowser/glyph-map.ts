import { loadOnce } from '../../lib/load-once';

/** Icon name -> Unicode code point of its glyph in the icon font. */
export type GlyphMap = Record<string, number>;

/**
 * Loads the ~7,400-entry glyph map (about 210 kB of JSON) on demand. A dynamic import() rather
 * than a file under static/: webpack gives the JSON its own content-hashed chunk (cacheable
 * forever, no copy step, the path prefix handled for us) and no page references it up front.
 * The chunk is named `icon-glyph-map` by a split-chunks group in gatsby/webpack.ts.
 */
export const loadGlyphMap = loadOnce(() =>
  import('@react-native-vector-icons/material-design-icons/glyphmaps/MaterialDesignIcons.json').then(
    (module) => module.default as GlyphMap,
  ),
);
