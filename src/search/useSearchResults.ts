import type { RoutePrefix } from '../shared/doc-versions';
import { startTransition, useEffect, useState } from 'react';
import type { SiteConfig } from '../shared/site-config-schema';
import { searchForPage } from './page-search';
import type { SearchResult } from './docsearch-hits';

type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; result: SearchResult }
  | { status: 'error'; error: unknown };

/** Snippet length as DocSearch uses it: 10 words, 5 on screens up to 768 px wide. */
const snippetWords = () => (window.matchMedia('(max-width: 768px)').matches ? 5 : 10);

/** Runs the search for `query` whenever it changes; `retry` runs it again after an error. */
export function useSearchResults(
  config: Pick<SiteConfig, 'search' | 'i18n'>,
  query: string,
  enabled: boolean,
  /** The route prefix of the docs version searched (undefined: the one at /docs/). */
  prefix?: RoutePrefix,
) {
  const [state, setState] = useState<ResultsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || query.trim() === '') {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    searchForPage(config, query, snippetWords(), prefix).then(
      // A transition: React renders the results in slices rather than one long task.
      (result) => current && startTransition(() => setState({ status: 'done', query, result })),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [config, query, enabled, prefix, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
