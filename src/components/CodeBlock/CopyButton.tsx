import React, { useEffect, useState } from 'react';
import Icon from '../icons/Icon';

/** Copies the text `getText` returns and says so for two seconds. */
export default function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); selecting the code still works.
    }
  };
  return (
    <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
      <Icon name={copied ? 'check' : 'copy'} size={18} />
      <span className="code-block__copy-text" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
