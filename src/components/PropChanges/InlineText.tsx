import React from 'react';
import Link from '../Link';
import type { Inline } from '../../shared/pages/inline';

/** A page model's sentence parts as inline HTML: text, code and links. */
export default function InlineText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === 'string') return <React.Fragment key={i}>{part}</React.Fragment>;
        if ('code' in part) return <code key={i}>{part.code}</code>;
        return (
          <React.Fragment key={i}>
            <Link to={part.to}>{part.asCode ? <code>{part.text}</code> : part.text}</Link>
            {part.note}
          </React.Fragment>
        );
      })}
    </>
  );
}
