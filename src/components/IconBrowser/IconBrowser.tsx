import React, { useDeferredValue, useState } from 'react';
import CopyToast from './CopyToast';
import IconResults from './IconResults';
import IconsLoadError from './IconsLoadError';
import IconsLoading from './IconsLoading';
import SearchField from './SearchField';
import { useCopyName } from './useCopyName';
import { useIconData } from './useIconData';
import './icon-browser.css';

/** Search every MaterialCommunityIcons name, see its glyph, and copy the name with a click. */
export default function IconBrowser() {
  const [state, retry] = useIconData();
  const [query, setQuery] = useState('');
  // Typing updates the field at once; filtering and the grid follow at a lower priority.
  const deferredQuery = useDeferredValue(query);
  const [copyResult, copy] = useCopyName();

  return (
    <section className="icon-browser" aria-label="Icon browser">
      <SearchField value={query} onChange={setQuery} disabled={state.status !== 'ready'} />
      {state.status === 'loading' && <IconsLoading />}
      {state.status === 'error' && <IconsLoadError error={state.error} onRetry={retry} />}
      {state.status === 'ready' && (
        <IconResults
          key={deferredQuery}
          data={state.data}
          query={deferredQuery}
          stale={deferredQuery !== query}
          copiedName={copyResult?.copied ? copyResult.name : null}
          onCopy={copy}
        />
      )}
      <CopyToast result={copyResult} />
    </section>
  );
}
