import React from 'react';
import {
  FILTER_KINDS,
  MAX_FILTER_TEXT,
  type ApiChangesFilter as Filter,
  type FilterKind,
} from '../../shared/pages/api-changes-page';
import { useHydrated } from '../../lib/useHydrated';
import './api-changes.css';

interface Props {
  filter: Filter;
  onChange: (filter: Filter) => void;
  /** `Showing 3 of 412 changes.`, announced as it changes. */
  count: string;
}

/** The name and kind filter over the page's changes; hidden without JavaScript, where the whole list shows. */
export default function ApiChangesFilter({ filter, onChange, count }: Props) {
  // Disabled until the page's code runs, so nothing typed before then is lost.
  const hydrated = useHydrated();
  return (
    // Applied as the reader types: no form to submit.
    <div className="api-changes-filter needs-js" role="search" aria-label="Filter the changes">
      <label className="api-changes-filter__field">
        Filter by name
        <input
          type="search"
          value={filter.text}
          maxLength={MAX_FILTER_TEXT}
          disabled={!hydrated}
          placeholder="TextInput, mode, MD3LightTheme…"
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </label>
      <label className="api-changes-filter__field">
        Kind of change
        <select
          value={filter.kind}
          disabled={!hydrated}
          onChange={(event) => onChange({ ...filter, kind: event.target.value as FilterKind })}
        >
          {FILTER_KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <p className="api-changes-filter__count" role="status">
        {count}
      </p>
    </div>
  );
}
