import React, { useDeferredValue, useState } from 'react';
import CopyToast from './CopyToast';
import IconResults from './IconResults';
import SearchField from './SearchField';
import type { IconData } from './load-icons';
import { useCopy } from '../../lib/useCopy';
import './icon-browser.css';

export { loadIcons } from './load-icons';

/** Search every MaterialCommunityIcons name, see its glyph, and copy the name with a click. */
export default function IconBrowser({ data }: { data: IconData }) {
  const [query, setQuery] = useState('');
  // Typing updates the field at once; filtering and the grid follow at a lower priority.
  const deferredQuery = useDeferredValue(query);
  // The toast stays three seconds: long enough to read a name.
  const { state, text, copy } = useCopy(3000);

  return (
    <section className="panel icon-browser" aria-label="Icon browser">
      <SearchField value={query} onChange={setQuery} />
      <IconResults
        key={deferredQuery}
        data={data}
        query={deferredQuery}
        stale={deferredQuery !== query}
        copiedName={state === 'copied' ? text : null}
        onCopy={copy}
      />
      <CopyToast state={state} name={text} />
    </section>
  );
}
