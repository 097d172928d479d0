import React from 'react';
import { Link as GatsbyLink, withPrefix } from 'gatsby';
import { isExternal, normalizePath } from '../shared/routes';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A site path without the base path (`/docs/guides/theming/`) or an external URL. */
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

/**
 * One link for the whole site: site paths go through Gatsby's Link (prefetch,
 * client navigation) after dropping a trailing `.html`; anything else is a
 * plain anchor that opens in a new tab.
 */
export default function Link({ to, children, activeClassName, partiallyActive, ...rest }: Props) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (to.startsWith('#')) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <GatsbyLink
      to={normalizePath(to)}
      activeClassName={activeClassName}
      partiallyActive={partiallyActive}
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
