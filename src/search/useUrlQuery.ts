import { useCallback, useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import { MAX_QUERY_LENGTH, searchPagePath } from '../shared/search/settings';

/** `?q=` of an address's search string, cut to the input's limit. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

/** `?version=` of an address's search string: the docs version searched, absent for the current one. */
export function versionFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('version') || undefined;
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
      `${withPrefix(searchPagePath(value, versionFromSearch(window.location.search)))}${window.location.hash}`,
    );
  }, []);
  return [query, setQuery, ready];
}

/**
 * The search page's docs version, by name, kept in `?version=`; without one, the version last read
 * (`preferred`), else `fallback` (the one served at /docs/).
 */
export function useUrlVersion(
  versions: readonly string[],
  fallback: string,
  preferred: () => string | null,
): [version: string, setVersion: (version: string) => void] {
  const [version, setVersionState] = useState(fallback);
  useEffect(() => {
    const known = (name: string | null | undefined) => (name && versions.includes(name) ? name : undefined);
    const read = () =>
      setVersionState(known(versionFromSearch(window.location.search)) ?? known(preferred()) ?? fallback);
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [versions, fallback, preferred]);
  const setVersion = useCallback((next: string) => {
    setVersionState(next);
    const path = searchPagePath(queryFromSearch(window.location.search), next);
    window.history.replaceState(window.history.state, '', `${withPrefix(path)}${window.location.hash}`);
  }, []);
  return [version, setVersion];
}
