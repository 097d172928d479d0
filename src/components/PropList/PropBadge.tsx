import React from 'react';
import { searchSkip } from '../../shared/search-markup';

/** Badge text from a doc tag is plain text with `code` spans, as the library writes it. */
function withCodeSpans(text: string): React.ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export default function PropBadge({ kind, text }: { kind: string; text: string }) {
  return (
    <span className={`badge badge--${kind}`} {...searchSkip} title={text ? text.replaceAll('`', '') : undefined}>
      {text ? withCodeSpans(text) : kind}
    </span>
  );
}
