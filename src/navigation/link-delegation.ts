import type React from 'react';
import { useEffect } from 'react';
import { prefetchPathname, withPrefix } from 'gatsby';
import { isPlainClick, withoutPrefix } from '../components/Link';
import { isExternal } from '../shared/routes';
import { siteNavigate } from './site-navigate';

/** A link of markup (not a Link component) that leads to another page of the site. */
function siteLink(element: Element | null): HTMLAnchorElement | undefined {
  if (!(element instanceof HTMLAnchorElement)) return undefined;
  const href = element.getAttribute('href') ?? '';
  if (isExternal(href) || href.startsWith('#') || !href.startsWith(withPrefix('/'))) return undefined;
  return element;
}

const linkOfEvent = (event: React.SyntheticEvent) => {
  const link = siteLink((event.target as Element).closest?.('a[href]') ?? null);
  return link && event.currentTarget.contains(link) ? link : undefined;
};

const prefetch = (link: HTMLAnchorElement) => {
  if (link.pathname !== window.location.pathname) prefetchPathname(link.pathname);
};

/** Gatsby's loader, as its Link reaches it on hover: the page's data and code load in full. */
declare global {
  interface Window {
    ___loader?: { hovering(rawPath: string): void };
  }
}

/**
 * Handlers for an element whose links are plain markup (server HTML React does not hydrate): they
 * navigate, and load a page pointed at, as the site's Link does. A click a Link inside already handled is left alone.
 */
export const delegatedLinks = {
  /** What Gatsby's Link does on a click: a client navigation, replacing the entry when it stays on the page. */
  onClick(event: React.MouseEvent) {
    const link = linkOfEvent(event);
    if (!link || !isPlainClick(event, link.getAttribute('target'))) return;
    event.preventDefault();
    siteNavigate(withoutPrefix(link.getAttribute('href')!), { replace: link.pathname === window.location.pathname });
  },
  onMouseOver(event: React.MouseEvent) {
    const link = linkOfEvent(event);
    if (link) window.___loader?.hovering(link.pathname + link.search);
  },
};

/**
 * Gatsby's Link fetches a page's data when the link comes into view; the links of markup do too,
 * through one observer for all of them, while `host` holds the server's markup.
 */
export function usePrefetchInView(host: React.RefObject<HTMLElement>, active: boolean): void {
  useEffect(() => {
    if (!active || !host.current || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    });
    host.current.querySelectorAll('a[href]').forEach((element) => {
      if (siteLink(element)) observer.observe(element);
    });
    return () => observer.disconnect();
  }, [host, active]);
}
