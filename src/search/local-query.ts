import { parseSnippetAttributes, searchIndex, type SearchResult } from './docsearch-hits';
import type { SearchIndex } from '../shared/search/types';

/** The parts of a DocSearch query the local search reads. */
export interface LocalQuery {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
}

/** Answers one query from an index, on whichever thread holds it. */
export const answerQuery = (index: SearchIndex, request: LocalQuery): SearchResult =>
  searchIndex(index, request.query ?? '', {
    hitsPerPage: request.hitsPerPage ?? 20,
    page: request.page ?? 0,
    snippetWords: parseSnippetAttributes(request.attributesToSnippet),
    snippetEllipsisText: request.snippetEllipsisText,
  });
