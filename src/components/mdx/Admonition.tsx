import React from 'react';
import './admonition.css';

const LABELS = { note: 'Note', tip: 'Tip', caution: 'Caution', warning: 'Warning' } as const;

type AdmonitionType = keyof typeof LABELS;

/** A highlighted note in a guide: note, tip, caution or warning. Not a landmark, so several can share a label. */
export default function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind: AdmonitionType = type in LABELS ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note" aria-label={title ?? LABELS[kind]}>
      <p className="admonition__title">{title ?? LABELS[kind]}</p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
