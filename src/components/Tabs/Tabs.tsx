import React, { useId, useRef, useState } from 'react';
import { searchSkip } from '../../shared/search-markup';
import './tabs.css';

export interface Tab {
  label: string;
  content: React.ReactNode;
}

interface Props {
  tabs: Tab[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection (for tab sets that share a choice); uncontrolled when left out. */
  selected?: number;
  onSelect?: (index: number) => void;
  className?: string;
}

/** Accessible tabs: arrow keys, Home and End move between tabs; only the selected panel shows (all of them, labelled, without JavaScript). */
export default function Tabs({ tabs, label, selected, onSelect, className }: Props) {
  const [own, setOwn] = useState(0);
  const current = selected ?? own;
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number, focus = false) => {
    setOwn(index);
    onSelect?.(index);
    if (focus) refs.current[index]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  return (
    <div className={`tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="tabs__list needs-js" {...searchSkip}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
          className="tabs__panel"
          data-label={tab.label}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
