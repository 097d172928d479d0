import React, { Suspense, useMemo, useState } from 'react';
import Admonition from '../mdx/Admonition';
import ChunkErrorBoundary from '../LazyContent/ChunkErrorBoundary';
import { retryableLazy } from '../LazyContent/retryable-lazy';
import LoadFailure from '../LazyContent/LoadFailure';
import NoScriptOnly from '../NoScriptOnly';
import { useHydrated } from '../../lib/useHydrated';

// The check and its parser are a chunk of their own, downloaded only by the page that has it, and only
// once the page runs (the check reads the page's address and runs in a worker).
const checkFor = retryableLazy(() => import(/* webpackChunkName: "migration-check" */ './MigrationCheck'));

/** `<MigrationCheck />` in guides: paste code or choose files, and see each Paper name that changed. */
export default function MigrationCheck() {
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const Check = useMemo(() => checkFor(attempt), [attempt]);
  const unavailable = (
    <LoadFailure title="The migration check could not load." onRetry={() => setAttempt((n) => n + 1)}>
      <p className="lazy-content__hint">It needs the network the first time it opens.</p>
    </LoadFailure>
  );
  return (
    <>
      <div className="needs-js">
        {hydrated && (
          <ChunkErrorBoundary key={attempt} fallback={unavailable}>
            <Suspense fallback={<p>Loading the migration check…</p>}>
              <Check />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </div>
      <NoScriptOnly>
        <Admonition title="Migration check">Turn on JavaScript to check your own code here.</Admonition>
      </NoScriptOnly>
    </>
  );
}
