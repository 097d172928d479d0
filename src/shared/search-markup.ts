/**
 * Marks content the site search leaves out: page furniture inside the article (copy buttons,
 * toolbars, "#" links, badges) and names repeated on many pages. Components put it on the
 * element; `gatsby/post-build/search-records.ts` skips the element and all it holds in the built HTML.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-search-skip';

/** Spread on an element to leave it out of the search: `<div {...searchSkip}>`. */
export const searchSkip = { [SEARCH_SKIP_ATTRIBUTE]: '' } as const;

/** The class of a doc page's `<article>` (DocPage.tsx): the search indexes what it holds, nothing around it. */
export const SEARCHED_ARTICLE_CLASS = 'doc-content';
