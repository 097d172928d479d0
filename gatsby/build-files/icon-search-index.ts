import fs from 'fs';
import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { encodeKeywords, type IconKeywords, type KeywordIndex } from '../../src/shared/icon-keywords';
import { writeIfChanged } from '../shared/write-if-changed';

/** The fields of an entry of @mdi/svg's meta.json that the search uses. */
interface MdiIconMeta {
  name: string;
  aliases: string[];
  tags: string[];
}

/**
 * Where the index is written: `src/components/IconBrowser/keyword-index.ts` imports it from here,
 * and webpack gives it a chunk of its own. `.cache/` is not committed, and Gatsby empties it
 * before `onPreBootstrap`, never after.
 */
const ICON_SEARCH_INDEX_FILE = path.resolve('.cache/icon-search-index.json');

const META_FILE = path.resolve('node_modules/@mdi/svg/meta.json');
const GLYPH_MAP_FILE = path.resolve(
  'node_modules/@react-native-vector-icons/material-design-icons/glyphmaps/MaterialDesignIcons.json',
);

const unique = (words: string[]) => [...new Set(words)];

/**
 * The words of an icon's aliases and tags, less those its name contains: the search tries a query
 * word against the whole name first, so such a keyword could only repeat a name match. A tag word
 * that is also an alias word would rank as an alias anyway, so it goes too.
 */
export function iconKeywords({ name, aliases, tags }: MdiIconMeta): IconKeywords {
  const words = (texts: string[]) =>
    unique(texts.flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))).filter(
      (word) => word && !name.includes(word),
    );
  const aliasWords = words(aliases);
  const tagWords = words(tags).filter((word) => !aliasWords.includes(word));
  return { aliases: aliasWords.join(' '), tags: tagWords.join(' ') };
}

/** One entry per name of `glyphs` (the font's icons), in sorted name order. */
export function buildIconSearchIndex(
  icons: readonly MdiIconMeta[],
  glyphs: Readonly<Record<string, number>>,
): KeywordIndex {
  const meta = new Map(icons.map((icon) => [icon.name, icon]));
  return Object.keys(glyphs)
    .sort()
    .map((name) => {
      const icon = meta.get(name);
      return icon ? encodeKeywords(iconKeywords(icon)) : '';
    });
}

/** The index for the installed packages: @mdi/svg's metadata and the font's glyph map. */
export function iconSearchIndex(): KeywordIndex {
  const meta: MdiIconMeta[] = JSON.parse(fs.readFileSync(META_FILE, 'utf8'));
  const glyphs: Record<string, number> = JSON.parse(fs.readFileSync(GLYPH_MAP_FILE, 'utf8'));
  return buildIconSearchIndex(meta, glyphs);
}

/** Writes the index and returns its size in bytes. */
export function writeIconSearchIndex(file = ICON_SEARCH_INDEX_FILE): number {
  const json = JSON.stringify(iconSearchIndex());
  writeIfChanged(file, json);
  return Buffer.byteLength(json);
}

/** For `onPreBootstrap`: webpack needs the file, and Gatsby has emptied `.cache/` by then. */
export function onPreBootstrap({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): void {
  const bytes = writeIconSearchIndex();
  reporter.info(`Wrote the icon search index (${Math.round(bytes / 1024)} kB).`);
}
