import React from 'react';
import Link from '../../components/Link';
import Icon from '../../components/icons/Icon';
import type { NavLink } from '../../shared/navigation';

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
  const active = link.activePrefix ? currentPath.startsWith(link.activePrefix) : false;
  return (
    <Link
      to={target}
      className={`${className}${active ? ' is-active' : ''}${link.icon ? ' navbar__icon-link' : ''}`}
      aria-label={link.ariaLabel}
      aria-current={active ? 'page' : undefined}
    >
      {link.icon ? <Icon name={link.icon} /> : link.label}
    </Link>
  );
}
