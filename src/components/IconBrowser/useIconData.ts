import { useCallback, useEffect, useState } from 'react';
import { type IconData, loadedIcons, loadIcons } from './load-icons';

export type IconDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: IconData }
  | { status: 'error'; error: Error };

/** Loads the icons after mount (never during server rendering); `retry` tries again in place. */
export function useIconData(): [IconDataState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<IconDataState>(() => {
    const data = loadedIcons();
    return data ? { status: 'ready', data } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    if (!loadedIcons()) setState({ status: 'loading' });
    loadIcons().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
