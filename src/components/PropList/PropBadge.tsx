import React from 'react';
import { searchSkip } from '../../shared/search-markup';
import { codeSpans } from '../../shared/code-spans';

const withCodeSpans = (text: string): React.ReactNode[] =>
  codeSpans(text).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text));

export default function PropBadge({ kind, text }: { kind: string; text: string }) {
  return (
    <span className={`badge badge--${kind}`} {...searchSkip} title={text ? text.replaceAll('`', '') : undefined}>
      {text ? withCodeSpans(text) : kind}
    </span>
  );
}
