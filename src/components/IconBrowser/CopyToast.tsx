import React from 'react';
import type { CopyState } from '../../lib/useCopy';

/** A snackbar that confirms the copy; the live region stays mounted so it is announced. */
export default function CopyToast({ state, name }: { state: CopyState; name: string | null }) {
  return (
    <div className="icon-browser__toast-region" role="status" aria-live="polite">
      {state !== 'idle' && (
        <div className={state === 'copied' ? 'icon-browser__toast' : 'icon-browser__toast icon-browser__toast--failed'}>
          {state === 'copied' ? `Copied “${name}”` : `Could not copy “${name}”`}
        </div>
      )}
    </div>
  );
}
