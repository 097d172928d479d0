import React, { useId } from 'react';
import type { PropFilterState } from './use-prop-filter';

/** The filter box above a long list of props, with how many props it shows. */
export default function PropFilter({
  filter,
  total,
  component,
}: {
  filter: PropFilterState;
  total: number;
  component: string;
}) {
  const id = useId();
  return (
    <div className="prop-filter" role="search" aria-label={`${component} props`}>
      <label htmlFor={id} className="prop-filter__label">
        Filter props
      </label>
      <input
        id={id}
        className="prop-filter__input"
        type="search"
        value={filter.query}
        onChange={(event) => filter.setQuery(event.target.value)}
        placeholder="Name or description"
        autoComplete="off"
        spellCheck={false}
      />
      <p className="prop-filter__count" role="status">
        {filter.query ? `${filter.count} of ${total} props` : `${total} props`}
      </p>
    </div>
  );
}

/** Shown in place of the props when the filter leaves none. */
export function NoMatchingProps({ filter }: { filter: PropFilterState }) {
  return (
    <p className="prop-filter__empty">
      No props match “{filter.query}”.{' '}
      <button type="button" className="button--text" onClick={() => filter.setQuery('')}>
        Clear the filter
      </button>
    </p>
  );
}
