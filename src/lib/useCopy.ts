import { useCallback, useEffect, useState } from 'react';

/** `copied` or `failed` for a moment after a copy (the clipboard or the text was not available). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard: given, or got from a function (which may fetch it). `state` says
 * how the last copy went for `showForMs`, and `text` what was copied or tried.
 */
export function useCopy(showForMs = 2000): {
  state: CopyState;
  text: string | null;
  copy: (text: string | (() => string | Promise<string>)) => Promise<void>;
} {
  const [outcome, setOutcome] = useState<{ state: CopyState; text: string | null }>({ state: 'idle', text: null });
  useEffect(() => {
    if (outcome.state === 'idle') return undefined;
    const timer = window.setTimeout(() => setOutcome({ state: 'idle', text: null }), showForMs);
    return () => window.clearTimeout(timer);
  }, [outcome, showForMs]);

  const copy = useCallback(async (source: string | (() => string | Promise<string>)) => {
    let text: string | null = typeof source === 'string' ? source : null;
    try {
      text = typeof source === 'string' ? source : await source();
      await navigator.clipboard.writeText(text);
      setOutcome({ state: 'copied', text });
    } catch {
      // Clipboard access can be refused (insecure origin, permissions), or the text could not be loaded.
      setOutcome({ state: 'failed', text });
    }
  }, []);
  return { ...outcome, copy };
}
