import React from 'react';
import { PRESETS } from './presets';
import './preset-swatches.css';

interface Props {
  /** The preset shown as chosen, or null for none. */
  chosen: string | null;
  onChoose: (hex: string) => void;
}

/** The preset source colours as round buttons, the chosen one pressed (the theme builder's and the home page's). */
export default function PresetSwatches({ chosen, onChoose }: Props) {
  return (
    <>
      {PRESETS.map((preset) => (
        <button
          key={preset.hex}
          type="button"
          className="preset-swatch"
          style={{ background: preset.hex }}
          aria-pressed={preset.hex === chosen}
          aria-label={`${preset.name} (${preset.hex})`}
          title={`${preset.name} ${preset.hex}`}
          onClick={() => onChoose(preset.hex)}
        />
      ))}
    </>
  );
}
