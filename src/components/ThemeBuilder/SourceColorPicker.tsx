import React, { useEffect, useId, useState } from 'react';
import PresetSwatches from './PresetSwatches';
import { InvalidColorError, normalizeHex } from '../../shared/theme-colors';

interface Props {
  value: string;
  onChange: (hex: string) => void;
}

/** Only hex digits so far, at most six: the reader may still be typing. */
const isPartialHex = (text: string) => /^#?[0-9a-f]{0,6}$/i.test(text.trim());
const isFullHex = (text: string) => /^#?[0-9a-f]{6}$/i.test(text.trim());

/** A native colour picker, a hex text field (checked, with a message) and preset swatches. */
export default function SourceColorPicker({ value, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // A colour chosen elsewhere (a link's `?color=`) shows in the text field too.
  useEffect(() => {
    setText((shown) => (isFullHex(shown) && normalizeHex(shown) === value ? shown : value));
  }, [value]);

  // From a preset or the native picker: always valid, and shown in the text field too.
  const choose = (hex: string) => {
    setText(hex);
    setError(null);
    onChange(hex);
  };

  const edit = (next: string) => {
    setText(next);
    if (isFullHex(next)) {
      setError(null);
      onChange(normalizeHex(next));
    } else {
      setError(isPartialHex(next) ? null : new InvalidColorError(next).message);
    }
  };

  // Enter or leaving the field: accept short forms such as #06a, or explain what is wrong.
  const commit = () => {
    try {
      choose(normalizeHex(text));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <div className="theme-builder__source">
      <div className="theme-builder__inputs">
        <label className="theme-builder__field">
          <span className="theme-builder__label">Source colour</span>
          <input
            type="color"
            className="theme-builder__picker"
            value={value}
            onChange={(e) => choose(normalizeHex(e.target.value))}
          />
        </label>
        <label className="theme-builder__field">
          <span className="theme-builder__label">Hex</span>
          <input
            type="text"
            className="theme-builder__hex"
            value={text}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => edit(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
        </label>
        <div className="theme-builder__presets" role="group" aria-label="Preset colours">
          <PresetSwatches chosen={value} onChoose={choose} />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="theme-builder__message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
