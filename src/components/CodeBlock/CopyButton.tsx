import React from 'react';
import Icon from '../icons/Icon';
import { useCopy } from '../../lib/useCopy';

/** Copies the text `getText` returns and says so for two seconds; if that fails, selecting the code still works. */
export default function CopyButton({ getText }: { getText: () => string }) {
  const { state, copy } = useCopy();
  const copied = state === 'copied';
  return (
    <button
      type="button"
      className="code-block__copy needs-js"
      onClick={() => copy(getText)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
    >
      <Icon name={copied ? 'check' : 'copy'} size={18} />
      <span className="code-block__copy-text" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
