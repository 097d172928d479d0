import React from 'react';
import { withPrefix } from 'gatsby';
import Icon from '../components/icons/Icon';
import { SEARCH_PATH } from '../shared/routes';
import { MAX_QUERY_LENGTH } from '../shared/search/settings';

/** The navbar's search without JavaScript: a plain form that opens the search page with `?q=`. */
export default function SearchForm() {
  return (
    <form
      className="search-form no-js-only"
      action={withPrefix(SEARCH_PATH)}
      method="get"
      role="search"
      aria-label="Site"
    >
      <label className="visually-hidden" htmlFor="navbar-search-query">
        Search the docs
      </label>
      <input
        id="navbar-search-query"
        className="search-form__input"
        type="search"
        name="q"
        placeholder="Search"
        maxLength={MAX_QUERY_LENGTH}
      />
      <button type="submit" className="icon-button search-form__submit" aria-label="Search">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
