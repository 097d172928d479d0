import React, { useEffect, useMemo, useState } from 'react';
import { loadGlyphMap } from '../IconBrowser/glyph-map';
import { searchIcons } from '../IconBrowser/search';

/** Suggestions offered at once. */
const SUGGESTIONS = 30;

/**
 * A text field for an icon's name, suggesting names from the icon browser's list as the reader
 * types (the browser's own list of suggestions, so it is keyboard-operable and announced).
 */
export default function IconField({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}) {
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    loadGlyphMap().then(
      (glyphs) => current && setNames(Object.keys(glyphs)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const suggestions = useMemo(() => searchIcons(names, value).slice(0, SUGGESTIONS), [names, value]);
  return (
    <>
      <input
        id={id}
        className="configurator__input"
        type="text"
        value={value}
        list={`${id}-names`}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search icons"
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <datalist id={`${id}-names`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
