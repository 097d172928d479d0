export interface TocEntry {
  id: string;
  title: string;
  /** Heading level: 2 or 3. */
  level: number;
}

export interface MdxTocItem {
  url?: string;
  title?: string;
  items?: MdxTocItem[];
}

/**
 * Flattens gatsby-plugin-mdx's nested `tableOfContents` into level 2 and 3
 * entries (the top level of a guide's contents is its `##` headings).
 */
export function flattenToc(items: MdxTocItem[] | undefined, level = 2): TocEntry[] {
  if (!items || level > 3) return [];
  return items.flatMap((item) => [
    ...(item.url && item.title ? [{ id: item.url.replace(/^#/, ''), title: item.title, level }] : []),
    ...flattenToc(item.items, level + 1),
  ]);
}
