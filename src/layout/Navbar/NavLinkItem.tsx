import React from 'react';
import { withPrefix } from 'gatsby';
import Link from '../../components/Link';
import { siteNavigate } from '../../navigation/site-navigate';
import Icon from '../../components/icons/Icon';
import type { NavLink } from '../../shared/navigation';

function keepHash(event: React.MouseEvent, to: string) {
  const { hash } = window.location;
  if (!hash || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  siteNavigate(to + hash);
}

/** A navbar link: a label, or an icon with an accessible name. */
export default function NavLinkItem({
  link,
  className,
  currentPath,
}: {
  link: NavLink;
  className: string;
  currentPath: string;
}) {
  const target = link.to ?? link.href ?? '/';
  // A site path that is no page of this site's (an archived version's copy) loads as a document.
  if (link.href?.startsWith('/'))
    return (
      <a href={withPrefix(link.href)} className={className}>
        {link.label}
      </a>
    );
  const active = link.activePrefix ? currentPath.startsWith(link.activePrefix) : false;
  return (
    <Link
      to={target}
      className={`${className}${active ? ' is-active' : ''}${link.icon ? ' navbar__icon-link' : ''}`}
      aria-label={link.ariaLabel}
      aria-current={active ? 'page' : undefined}
      // The same page in another version: keep the section the reader is at.
      onClick={link.keepHash ? (event) => keepHash(event, target) : undefined}
    >
      {link.icon ? <Icon name={link.icon} /> : link.label}
    </Link>
  );
}
