import React, { startTransition, useMemo, useRef, useState } from 'react';
import IconTile from './IconTile';
import type { IconData } from './load-icons';
import { countLabel, searchIcons } from './search';
import { useRevealOnScroll } from './useRevealOnScroll';

/** Tiles rendered at first and added per step; the full set never goes into the DOM at once. */
export const BATCH = 120;

interface Props {
  data: IconData;
  query: string;
  /** True while a newer query is still being computed; the old results are dimmed. */
  stale: boolean;
  copiedName: string | null;
  onCopy: (name: string) => void;
}

/** The match count and a scrolling grid that grows by BATCH tiles as the reader scrolls. */
export default function IconResults({ data, query, stale, copiedName, onCopy }: Props) {
  const matches = useMemo(() => searchIcons(data.names, query, data.keywords), [data.names, data.keywords, query]);
  const [limit, setLimit] = useState(BATCH);
  const panel = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.min(limit, matches.length);
  const showMore = () => startTransition(() => setLimit((n) => n + BATCH));
  useRevealOnScroll(panel, sentinel, showMore, [shown, matches.length]);

  return (
    <div className={stale ? 'icon-browser__results icon-browser__results--stale' : 'icon-browser__results'}>
      <p className="icon-browser__count" aria-live="polite" aria-atomic="true">
        {countLabel(matches.length)}
        {query.trim() && matches.length > 0 ? ` match “${query.trim()}”` : ''}
      </p>
      {matches.length === 0 ? (
        <p className="icon-browser__empty">No icons match “{query.trim()}”</p>
      ) : (
        <div className="icon-browser__panel" ref={panel}>
          <ul className="icon-browser__grid">
            {matches.slice(0, shown).map((name) => (
              <IconTile
                key={name}
                name={name}
                codePoint={data.glyphs[name]}
                keywords={data.keywords.get(name)}
                copied={name === copiedName}
                onCopy={onCopy}
              />
            ))}
          </ul>
          {shown < matches.length && (
            <div className="icon-browser__more" ref={sentinel}>
              <span>
                Showing {shown.toLocaleString('en-US')} of {matches.length.toLocaleString('en-US')}
              </span>
              <button type="button" className="button button--tonal icon-browser__more-button" onClick={showMore}>
                Show more
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
