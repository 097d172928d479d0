import React from 'react';
import Icon from '../../components/icons/Icon';
import { useColorMode } from '../../theme/ColorModeProvider';

export default function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle needs-js"
      onClick={() => setMode(next)}
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <Icon name={mode === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
