import React from 'react';
import { ADMONITION_TYPES, type AdmonitionType } from '../../shared/guide-components';
import './admonition.css';

const LABELS: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', caution: 'Caution', warning: 'Warning' };

/**
 * A highlighted note in a guide: note, tip, caution or warning (the build rejects any other type).
 * Not a landmark, so several can share a label.
 */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: AdmonitionType;
  title?: string;
  children: React.ReactNode;
}) {
  const kind: AdmonitionType = ADMONITION_TYPES.includes(type) ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note" aria-label={title ?? LABELS[kind]}>
      <p className="admonition__title">{title ?? LABELS[kind]}</p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
