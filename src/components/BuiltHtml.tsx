import React, { useRef, useState, type ReactNode } from 'react';
import { delegatedLinks, usePrefetchInView } from '../navigation/link-delegation';

const ATTRIBUTE = 'data-built-html';

/** The markup the server wrote for `id`, while the first page of a visit is being hydrated; else undefined. */
function serverMarkup(id: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return undefined;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/** The server's markup for `id`, read once when the element first renders (see BuiltHtml). */
export const useServerMarkup = (id: string) => useState(() => serverMarkup(id))[0];

export type Host = 'div' | 'section' | 'nav' | 'footer';

export interface HostProps extends React.HTMLAttributes<HTMLElement> {
  /** Unique on the page: finds the server's markup again in the browser. */
  id: string;
  as?: Host;
  hostRef?: React.RefObject<HTMLElement>;
}

/**
 * The host element: the server's markup kept as it is (`kept`), or the children rendered by React.
 * Links inside go through the site's client navigation either way, and are prefetched as Link's are.
 */
export function HostElement({
  id,
  as: Tag = 'div',
  hostRef,
  kept,
  children,
  ...rest
}: HostProps & { kept: string | undefined }) {
  const own = useRef<HTMLElement>(null);
  const ref = hostRef ?? own;
  usePrefetchInView(ref, kept !== undefined);
  const attributes = {
    ...rest,
    // The site's navigation first: a link it follows is a click others leave alone (defaultPrevented).
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      delegatedLinks.onClick(event);
      rest.onClick?.(event);
    },
    onMouseOver: delegatedLinks.onMouseOver,
    ref,
    [ATTRIBUTE]: id,
  };
  if (kept === undefined) return <Tag {...(attributes as React.HTMLAttributes<HTMLElement>)}>{children}</Tag>;
  return (
    <Tag
      {...(attributes as React.HTMLAttributes<HTMLElement>)}
      dangerouslySetInnerHTML={{ __html: kept }}
      suppressHydrationWarning
    />
  );
}

/**
 * Reference markup a reader only reads (props, types, colour tables): the server renders the
 * children, and the browser keeps that HTML as it is instead of hydrating it element by element.
 * React does not walk into an element with `dangerouslySetInnerHTML` while hydrating, and never
 * writes an `__html` that did not change. The markup is read back from the page rather than left
 * empty, so if React ever renders the element afresh (a hydration error elsewhere) it writes the
 * same HTML. A page reached by client navigation has no server markup and renders the children, as
 * does this one once `keep` turns false (a filter changes what the markup shows).
 */
export default function BuiltHtml({
  keep = true,
  children,
  ...host
}: HostProps & { keep?: boolean; children: ReactNode }) {
  const [kept, setKept] = useState(() => (keep ? serverMarkup(host.id) : undefined));
  if (!keep && kept !== undefined) setKept(undefined);
  return (
    <HostElement {...host} kept={kept}>
      {children}
    </HostElement>
  );
}
