import React, { type ReactNode } from 'react';

/**
 * Markup for readers without JavaScript (hidden by `.no-js-only` once scripts run). The server
 * renders it; the browser keeps that HTML as it is and never hydrates it: React leaves the
 * children of an element with `dangerouslySetInnerHTML` alone while hydrating, and an unchanged
 * `__html` is never written. A page reached by client navigation has the element empty, which
 * nobody sees.
 */
export default function NoScriptOnly({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') return <div className="no-js-only">{children}</div>;
  return <div className="no-js-only" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
