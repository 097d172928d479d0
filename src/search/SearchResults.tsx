import React, { startTransition, useEffect, useState } from 'react';
import Link, { withoutPrefix } from '../components/Link';
import { groupByPage } from './result-groups';
import type { SearchHit, SearchResult } from './docsearch-hits';

/** Trusted HTML from the search client: text escaped by it, matches in `<mark>`. */
const Marked = ({ html, as: Tag = 'span', className }: { html: string; as?: 'span' | 'p'; className?: string }) => (
  <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
);

function headingPath(hit: SearchHit): string | null {
  const levels = (['lvl2', 'lvl3'] as const)
    .map((level) => hit._highlightResult.hierarchy[level]?.value)
    .filter((value): value is string => Boolean(value));
  return levels.length ? levels.join(' › ') : null;
}

/** Pages rendered per turn of the event loop, so a long list never blocks the page for long. */
const PAGES_PER_TURN = 8;

/**
 * How many of `total` items to render for `key`: `step` at once, `step` more on each later turn,
 * each as a transition, so React renders it in slices with the reader's input handled between them.
 */
function useRenderedCount(total: number, step: number, key: unknown): number {
  const [progress, setProgress] = useState({ key, count: step });
  const count = progress.key === key ? progress.count : step;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setProgress({ key, count: count + step })), 0);
    return () => clearTimeout(timer);
  }, [key, count, total, step]);
  return Math.min(total, count);
}

/** Results grouped by page: the page, then each matching section with its snippet. */
export default function SearchResults({ result }: { result: SearchResult }) {
  const groups = groupByPage(result.hits);
  const shown = useRenderedCount(groups.length, PAGES_PER_TURN, result);
  return (
    <ol className="search-results">
      {groups.slice(0, shown).map((group) => (
        <li key={group.url} className="search-results__page">
          <p className="search-results__area">{group.area}</p>
          <h2 className="search-results__title">
            <Link to={withoutPrefix(group.url)}>
              <Marked html={group.title} />
            </Link>
          </h2>
          <ul className="search-results__hits">
            {group.hits
              .filter((hit) => hit.type !== 'lvl1' || hit.content)
              .map((hit) => {
                const heading = headingPath(hit);
                const snippet = hit._snippetResult.content?.value;
                return (
                  <li key={hit.objectID} className="search-results__hit">
                    <Link to={withoutPrefix(hit.url)} className="search-results__link">
                      {heading ? (
                        <Marked html={heading} className="search-results__heading" />
                      ) : (
                        <span className="search-results__heading">{hit.hierarchy.lvl1}</span>
                      )}
                    </Link>
                    {snippet && <Marked as="p" html={snippet} className="search-results__snippet" />}
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
