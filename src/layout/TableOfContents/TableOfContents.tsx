import React, { useMemo } from 'react';
import type { TocEntry } from './toc';
import { useActiveHeading } from './useActiveHeading';
import { searchSkip } from '../../shared/search-markup';
import './toc.css';

function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul className="toc__list">
      {entries.map((entry) => (
        <li key={entry.id} className={`toc__item toc__item--level-${entry.level}`}>
          <a
            href={`#${entry.id}`}
            className={`toc__link${active === entry.id ? ' is-active' : ''}`}
            aria-current={active === entry.id ? 'location' : undefined}
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page": a column on wide screens, a collapsible box at the top on narrow ones. */
export default function TableOfContents({ entries, variant }: { entries: TocEntry[]; variant: 'column' | 'inline' }) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const active = useActiveHeading(variant === 'column' ? ids : []);
  if (entries.length === 0) return null;
  if (variant === 'inline') {
    return (
      <details className="toc toc--inline" {...searchSkip}>
        <summary>On this page</summary>
        <TocList entries={entries} active={null} />
      </details>
    );
  }
  return (
    <nav className="toc toc--column" aria-label="On this page" {...searchSkip}>
      <p className="toc__heading">On this page</p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}
