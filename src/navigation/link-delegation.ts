import type React from 'react';
import { prefetchPathname, withPrefix } from 'gatsby';
import { isPlainClick, withoutPrefix } from '../components/Link';
import { isExternal } from '../shared/routes';
import { siteNavigate } from './site-navigate';

/** The site path (without the base path) a link inside markup leads to, when it stays on the site. */
function sitePathOf(event: React.SyntheticEvent): { link: HTMLAnchorElement; path: string } | undefined {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return undefined;
  const href = link.getAttribute('href') ?? '';
  if (isExternal(href) || href.startsWith('#') || !href.startsWith(withPrefix('/'))) return undefined;
  return { link, path: withoutPrefix(href) };
}

/**
 * Handlers for an element whose links are plain markup (server HTML React does not hydrate): they
 * navigate and prefetch as the site's Link does. A click a Link inside already handled is left alone.
 */
export const delegatedLinks = {
  /** What Gatsby's Link does on a click: a client navigation, replacing the entry when it stays on the page. */
  onClick(event: React.MouseEvent) {
    const found = sitePathOf(event);
    if (!found || !isPlainClick(event, found.link.getAttribute('target'))) return;
    event.preventDefault();
    siteNavigate(found.path, { replace: found.link.pathname === window.location.pathname });
  },
  /** Gatsby's Link fetches a page's data when it comes into view; markup's links do when pointed at or focused. */
  onMouseOver(event: React.MouseEvent) {
    const found = sitePathOf(event);
    if (found) prefetchPathname(found.link.pathname);
  },
  onFocus(event: React.FocusEvent) {
    const found = sitePathOf(event);
    if (found) prefetchPathname(found.link.pathname);
  },
};
