import React, { useMemo } from 'react';
import type { Sidebar, StandaloneDoc } from '../shared/navigation';
import { useSiteConfig } from '../config/useSiteConfig';
import Icon from '../components/icons/Icon';
import NoScriptOnly from '../components/NoScriptOnly';
import { PAGE_INDEX_ID } from '../shared/routes';
import { lastVersionOf, versionNamed } from '../shared/doc-versions';
import PageIndex from './PageIndex';
import SearchResults from './SearchResults';
import { MAX_QUERY_LENGTH } from '../shared/search/settings';
import { useSearchResults } from './useSearchResults';
import { useUrlQuery, useUrlVersion } from './useUrlQuery';
import { readPreferredVersion } from '../lib/preferred-version';
import './search-page.css';

const resultCount = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/** The /search/ page: a field bound to `?q=` and every result, grouped by page; without JavaScript, an index of every page. */
export default function SearchPage({
  sidebars,
  standalone,
}: {
  sidebars: Record<string, Sidebar>;
  standalone: readonly StandaloneDoc[];
}) {
  const { config, versions } = useSiteConfig();
  const [query, setQuery, ready] = useUrlQuery();
  const names = useMemo(() => versions.map((version) => version.name), [versions]);
  const [version, setVersion] = useUrlVersion(names, lastVersionOf(versions).name, readPreferredVersion);
  // The index of the version at /docs/ is the site's own; another's is in its folder.
  const { state, retry } = useSearchResults(config, query, ready, versionNamed(versions, version).prefix);

  return (
    <div className="search-page">
      <h1>Search the documentation</h1>
      {/* Without JavaScript the form still sends ?q= back to this page. */}
      <form
        className="search-page__form"
        role="search"
        aria-label="Search page"
        onSubmit={(event) => event.preventDefault()}
      >
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
        <button type="submit" className="icon-button search-page__submit" aria-label="Search">
          <Icon name="search" />
        </button>
      </form>
      {versions.length > 1 && (
        <fieldset className="search-page__versions">
          <legend>Version</legend>
          {versions.map((option) => (
            <label key={option.name} className="search-page__version">
              <input
                type="radio"
                name="version"
                value={option.name}
                checked={version === option.name}
                onChange={() => setVersion(option.name)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      <NoScriptOnly>
        <p className="search-page__no-js">
          Search needs JavaScript. Turn it on to see results here, or find your page in the{' '}
          <a href={`#${PAGE_INDEX_ID}`}>index of all pages</a>.
        </p>
        <PageIndex sidebars={sidebars} standalone={standalone} />
      </NoScriptOnly>
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
