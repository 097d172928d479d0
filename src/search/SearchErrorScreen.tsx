import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * DocSearch's own error screen cannot stay up with a client that rejects:
 * autocomplete resets the status to idle once the request settles. So when
 * the local index fails to load, this screen (with DocSearch's classes and
 * texts) takes the place of the dialog's results until a search succeeds (SearchModal marks the
 * dialog `search-failed`, which hides them).
 */
export default function SearchErrorScreen({ failed }: { failed: boolean }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
