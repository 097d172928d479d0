import { useCallback, useEffect, useState } from 'react';

export interface CopyResult {
  name: string;
  copied: boolean;
}

/** Copies an icon name to the clipboard and remembers the outcome for a few seconds. */
export function useCopyName(): [CopyResult | null, (name: string) => void] {
  const [result, setResult] = useState<CopyResult | null>(null);

  useEffect(() => {
    if (!result) return undefined;
    const timer = window.setTimeout(() => setResult(null), 3000);
    return () => window.clearTimeout(timer);
  }, [result]);

  const copy = useCallback((name: string) => {
    // navigator.clipboard is missing on insecure origins; that lands in the failure branch too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(name))
      .then(
      () => setResult({ name, copied: true }),
      // Refused (permissions, insecure origin): say so, the name stays readable on the tile.
      () => setResult({ name, copied: false }),
    );
  }, []);

  return [result, copy];
}
