import React from 'react';
import { Link as GatsbyLink, withPrefix } from 'gatsby';
import { isExternal } from '../shared/routes';
import { navigationTarget } from '../navigation/navigation-target';
import { navigationStarts } from '../navigation/site-navigate';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A site path without the base path (`/docs/guides/theming/`) or an external URL. */
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

/** A click Gatsby's Link turns into a client navigation (as its own check): no other tab, window or download. */
export const isPlainClick = (event: React.MouseEvent, target: string | null | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !target &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * One link for the whole site: site paths go through Gatsby's Link (prefetch, client navigation)
 * to their canonical address, and a click that navigates starts the route progress; anything else
 * is a plain anchor that opens in a new tab.
 */
export default function Link({ to, children, activeClassName, partiallyActive, onClick, ...rest }: Props) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (to.startsWith('#')) {
    return (
      <a href={to} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const target = navigationTarget(to);
  return (
    <GatsbyLink
      to={target}
      activeClassName={activeClassName}
      partiallyActive={partiallyActive}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (isPlainClick(event, rest.target)) navigationStarts(target);
      }}
      {...(rest as Record<string, unknown>)}
    >
      {children}
    </GatsbyLink>
  );
}

/** Strips the base path from an href written with it (as MDX links are). */
export function withoutPrefix(href: string): string {
  const prefix = withPrefix('/').replace(/\/$/, '');
  return prefix && href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}
