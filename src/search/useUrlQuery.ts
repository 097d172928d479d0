import { useCallback, useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import { MAX_QUERY_LENGTH, searchPagePath } from '../shared/search/settings';

/** `?q=` of an address's search string, cut to the input's limit. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

/**
 * The search page's query, kept in `?q=`: read once the page runs in the browser,
 * written back with replaceState, so typing adds no history entries.
 */
export function useUrlQuery(): [query: string, setQuery: (query: string) => void, ready: boolean] {
  const [query, setQueryState] = useState('');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setQueryState(queryFromSearch(window.location.search));
    setReady(true);
    // Back or forward to another search of this page.
    const onPop = () => setQueryState(queryFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const setQuery = useCallback((next: string) => {
    const value = next.slice(0, MAX_QUERY_LENGTH);
    setQueryState(value);
    window.history.replaceState(
      window.history.state,
      '',
      `${withPrefix(searchPagePath(value))}${window.location.hash}`,
    );
  }, []);
  return [query, setQuery, ready];
}
