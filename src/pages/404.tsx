import React, { useEffect, useState } from 'react';
import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import Link, { withoutPrefix } from '../components/Link';
import Seo from '../components/Seo';
import './not-found.css';
import { componentPath, guidePath, SEARCH_PATH } from '../shared/routes';
import { versionOfPage } from '../shared/version-switch';
import { useSiteConfig } from '../config/useSiteConfig';
import { MAX_QUERY_LENGTH, searchWordsOf } from '../shared/search/settings';

/** A search of the docs version the address is in, starting from the words of the address. */
function NotFoundSearch({ pathname }: { pathname: string }) {
  const { versions } = useSiteConfig();
  const [words, setWords] = useState('');
  const [version, setVersion] = useState<string | undefined>();
  // The address is only known in the browser: the server renders this page once, for every address.
  useEffect(() => {
    setWords(searchWordsOf(withoutPrefix(pathname)));
    const reading = versionOfPage(versions, withoutPrefix(pathname));
    setVersion(reading.isLast ? undefined : reading.name);
  }, [pathname, versions]);
  return (
    <form className="not-found__search" action={withPrefix(SEARCH_PATH)} method="get" role="search">
      <label htmlFor="not-found-query">Search the docs</label>
      <div className="not-found__search-row">
        <input
          id="not-found-query"
          className="not-found__input"
          type="search"
          name="q"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          maxLength={MAX_QUERY_LENGTH}
        />
        {version && <input type="hidden" name="version" value={version} />}
        <button type="submit" className="button button--filled">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFound({ location }: PageProps) {
  return (
    <div className="page-message">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <NotFoundSearch pathname={location.pathname} />
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={guidePath('getting-started')}>Getting started</Link>
        </li>
        <li>
          <Link to={componentPath('ActivityIndicator')}>Components</Link>
        </li>
      </ul>
    </div>
  );
}

export const Head = (_: HeadProps) => (
  <Seo title="Page not found" path="/404/">
    <meta name="robots" content="noindex" />
  </Seo>
);
