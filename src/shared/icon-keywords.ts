/**
 * The icon search index as the build writes it (gatsby/build-files/icon-search-index.ts): one entry per
 * glyph-map name, in sorted name order, so the names themselves need not be repeated (they are
 * most of the bytes otherwise). An entry is "alias words|tag words", lower case, space-separated;
 * "" when the icon has neither.
 */
export type KeywordIndex = readonly string[];

/** The words of an icon's other names and of its categories, each a space-separated list. */
export interface IconKeywords {
  aliases: string;
  tags: string;
}

export type KeywordMap = ReadonlyMap<string, IconKeywords>;

const SEPARATOR = '|';

/** One index entry; the separator is left out when there are no tag words. */
export function encodeKeywords({ aliases, tags }: IconKeywords): string {
  return tags ? `${aliases}${SEPARATOR}${tags}` : aliases;
}

/** Pairs the entries with `names` (the glyph map's, sorted); icons without keywords are left out. */
export function decodeKeywords(names: readonly string[], index: KeywordIndex): KeywordMap {
  if (index.length !== names.length) {
    throw new Error(
      `The icon search index has ${index.length} entries for ${names.length} icons; it was built from another glyph map.`,
    );
  }
  const keywords = new Map<string, IconKeywords>();
  index.forEach((entry, i) => {
    if (!entry) return;
    const [aliases, tags = ''] = entry.split(SEPARATOR);
    keywords.set(names[i], { aliases, tags });
  });
  return keywords;
}
