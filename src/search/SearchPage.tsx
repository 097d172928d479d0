import React from 'react';
import { useSiteConfig } from '../config/useSiteConfig';
import SearchResults from './SearchResults';
import { MAX_QUERY_LENGTH } from './settings';
import { useSearchResults } from './useSearchResults';
import { useUrlQuery } from './useUrlQuery';
import './search-page.css';

const resultCount = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/** The /search/ page: a field bound to `?q=` and every result, grouped by page. */
export default function SearchPage() {
  const { config } = useSiteConfig();
  const [query, setQuery, ready] = useUrlQuery();
  const { state, retry } = useSearchResults(config, query, ready);

  return (
    <div className="search-page">
      <h1>Search the documentation</h1>
      {/* Without JavaScript the form still sends ?q= back to this page. */}
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="search-page__label">
          Search
        </label>
        <input
          id="search-page-input"
          className="search-page__input"
          type="search"
          name="q"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </form>
      {!ready && <p className="search-page__note">Search results need JavaScript. Turn it on to see them here.</p>}
      {state.status === 'loading' && (
        <p className="search-page__status" role="status">
          <span className="spinner" aria-hidden="true" /> Searching…
        </p>
      )}
      {state.status === 'error' && (
        <div className="search-page__error" role="alert">
          <p className="search-page__error-title">Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" className="button button--tonal" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'done' && state.result.nbHits === 0 && (
        <p className="search-page__status">No results for “{state.query}”</p>
      )}
      {state.status === 'done' && state.result.nbHits > 0 && (
        <>
          <p className="search-page__status" aria-live="polite">
            {resultCount(state.result.nbHits)} for “{state.query}”
          </p>
          <SearchResults result={state.result} />
        </>
      )}
    </div>
  );
}
