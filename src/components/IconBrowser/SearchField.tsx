import React, { useId } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The labelled search input and its one-line hint. */
export default function SearchField({ value, onChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="icon-browser__search">
      <label className="icon-browser__label" htmlFor={inputId}>
        Search icons
      </label>
      <input
        id={inputId}
        className="icon-browser__input"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="For example: arrow left"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId}
      />
      <p className="icon-browser__hint" id={hintId}>
        Select an icon to copy its name.
      </p>
    </div>
  );
}
