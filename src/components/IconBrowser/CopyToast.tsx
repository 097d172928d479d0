import React from 'react';
import type { CopyResult } from './useCopyName';

/** A snackbar that confirms the copy; the live region stays mounted so it is announced. */
export default function CopyToast({ result }: { result: CopyResult | null }) {
  return (
    <div className="icon-browser__toast-region" role="status" aria-live="polite">
      {result && (
        <div className={result.copied ? 'icon-browser__toast' : 'icon-browser__toast icon-browser__toast--failed'}>
          {result.copied ? `Copied “${result.name}”` : `Could not copy “${result.name}”`}
        </div>
      )}
    </div>
  );
}
