import { useEffect, useState } from 'react';

/** `copied` for two seconds after a copy, `failed` when the text or the clipboard was not available. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies what `getText` gives (now or once fetched) to the clipboard, and says how it went for two seconds. */
export function useCopy(getText: () => string | Promise<string>): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await getText());
      setState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions), or the text could not be loaded.
      setState('failed');
    }
  };
  return { state, copy };
}
