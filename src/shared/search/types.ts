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

/** What the build knows about a version's names that its pages alone do not tell the search. */
export interface SearchHints {
  /** URL of the version's migration guide, which migration questions lead to. */
  migrationGuide?: string;
  /**
   * Names the version does not have but another version does, by their key (definitions.ts `nameKey`:
   * `helpertext`), each with the URLs it leads to first: the migration section about it, its replacement.
   */
  moved?: Record<string, string[]>;
}

/** A docs version's search index: its records and hints. */
export interface SearchIndex {
  records: readonly SearchRecord[];
  hints: SearchHints;
}
