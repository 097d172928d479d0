/** Levels of a search record, as DocSearch names them. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** One searchable piece of a page: a heading, or a block of text under a heading. */
export interface SearchRecord {
  type: RecordType;
  /** Site URL with the base path, and `#anchor` of the nearest heading that has an id. */
  url: string;
  hierarchy: {
    /** Area of the site: Guides, Components or Showcase. */
    lvl0: string;
    /** Page title (the article's h1). */
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
  };
  content: string | null;
}
