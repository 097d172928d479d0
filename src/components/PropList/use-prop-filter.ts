import { useCallback, useEffect, useMemo, useState } from 'react';
import { propAnchor } from '../../shared/prop-anchor';

interface FilterableProp {
  name: string;
  descriptionHtml: string;
}

export interface PropFilterState {
  query: string;
  setQuery(query: string): void;
  /** Whether a prop is shown; everything is while the query is empty. */
  matches(name: string): boolean;
  /** Own props shown. */
  count: number;
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');

/**
 * Narrows a component's props to those whose name or description holds every word
 * typed. Opening a link to a prop the filter hides (`#prop-x`) clears the filter,
 * so the link lands on the prop.
 */
export function usePropFilter(props: readonly FilterableProp[]): PropFilterState {
  const [query, setQuery] = useState('');
  const descriptions = useMemo(
    () => new Map(props.map((prop) => [prop.name, textOf(prop.descriptionHtml).toLowerCase()])),
    [props],
  );
  const matches = useCallback(
    (name: string) => {
      const haystack = `${name.toLowerCase()} ${descriptions.get(name) ?? ''}`;
      return query
        .toLowerCase()
        .split(/\s+/)
        .every((word) => haystack.includes(word));
    },
    [query, descriptions],
  );

  useEffect(() => {
    if (!query) return undefined;
    const reveal = () => {
      const hidden = props.find(
        (prop) => `#${propAnchor(prop.name)}` === decodeURIComponent(window.location.hash) && !matches(prop.name),
      );
      if (!hidden) return;
      setQuery('');
      requestAnimationFrame(() => document.getElementById(propAnchor(hidden.name))?.scrollIntoView());
    };
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [query, props, matches]);

  return { query, setQuery, matches, count: props.filter((prop) => matches(prop.name)).length };
}
