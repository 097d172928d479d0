import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { writeStorage } from '../lib/storage';
import { THEME_KEY } from './storage-keys';

type ColorMode = 'light' | 'dark';

interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', setMode: () => undefined });

const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * Holds the colour mode. The head script has already set `data-theme` before
 * React starts, so the provider adopts it; changes are stored and other open
 * tabs follow through the `storage` event.
 */
export function ColorModeProvider({ defaultMode, children }: { defaultMode: ColorMode; children: React.ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    const current = document.documentElement.getAttribute('data-theme');
    // A transition, like hydration itself: an urgent update reaching a Suspense boundary still
    // dehydrated (the theme builder's) would make React drop its server HTML (error 421).
    if (isMode(current)) startTransition(() => setModeState(current));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY) return;
      const next = isMode(event.newValue) ? event.newValue : defaultMode;
      apply(next);
      setModeState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [defaultMode]);

  const setMode = useCallback((next: ColorMode) => {
    apply(next);
    writeStorage(THEME_KEY, next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export const useColorMode = (): ColorModeValue => useContext(ColorModeContext);
