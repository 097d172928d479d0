import React, { useCallback, useId, useRef, useState } from 'react';
import Icon from '../../components/icons/Icon';
import type { NavLink } from '../../shared/navigation';
import NavLinkItem from './NavLinkItem';
import { useDismiss } from './useDismiss';

/**
 * A desktop dropdown: opens on hover, click or Enter; closes on a mouse down,
 * touch or focus outside it, and on Escape.
 */
export default function NavDropdown({
  label,
  items,
  currentPath,
}: {
  label: string;
  items: NavLink[];
  currentPath: string;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div
      ref={ref}
      className={`navbar__dropdown${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
    >
      <button
        type="button"
        className="navbar__link navbar__dropdown-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // A mouse has already opened the menu by hovering, so its click keeps it open;
        // Enter (a click with no pointer detail) toggles it.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
      >
        {label}
        <Icon name="chevronDown" size={18} />
      </button>
      <ul id={menuId} className="navbar__dropdown-menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.label ?? item.href}>
            <NavLinkItem link={item} className="navbar__dropdown-link" currentPath={currentPath} />
          </li>
        ))}
      </ul>
    </div>
  );
}
