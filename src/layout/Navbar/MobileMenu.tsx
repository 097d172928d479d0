import React, { useId, useRef, useState, type RefObject } from 'react';
import Icon from '../../components/icons/Icon';
import Collapsible from '../../components/Collapsible/Collapsible';
import type { SidebarItem } from '../../shared/navigation';
import type { ResolvedNavbarItem } from '../../shared/navigation';
import type { Logo } from '../../shared/site-config-schema';
import DocSidebar from '../Sidebar/DocSidebar';
import NavbarBrand from './NavbarBrand';
import NavLinkItem from './NavLinkItem';
import { useModalDialog } from './useModalDialog';

interface Props {
  items: ResolvedNavbarItem[];
  sidebar: SidebarItem[] | null;
  currentPath: string;
  logo: Logo;
  title: string;
  /** The menu toggle: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement>;
  onClose: () => void;
}

function MobileDropdown({
  item,
  currentPath,
}: {
  item: Extract<ResolvedNavbarItem, { kind: 'dropdown' }>;
  currentPath: string;
}) {
  // Starts collapsed unless one of its links is the current page.
  const hasActive = item.items.some((link) => link.to && currentPath.startsWith(link.to));
  const [expanded, setExpanded] = useState(hasActive);
  const listId = useId();
  return (
    <li className="mobile-menu__dropdown">
      <button
        type="button"
        className="mobile-menu__link"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        {item.label}
        <Icon name="chevronDown" size={20} />
      </button>
      <Collapsible as="ul" open={expanded} id={listId}>
        {item.items.map((link) => (
          <li key={link.label ?? link.href}>
            <NavLinkItem
              link={link}
              className="mobile-menu__link mobile-menu__link--nested"
              currentPath={currentPath}
            />
          </li>
        ))}
      </Collapsible>
    </li>
  );
}

/** A plain click on a link that opens in this tab (not a new tab or window). */
function followsLinkHere(event: React.MouseEvent): boolean {
  const link = (event.target as Element).closest('a');
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return Boolean(link) && link?.target !== '_blank' && !modified;
}

/**
 * The slide-out menu of small screens, a modal `<dialog>`. On a docs page it opens on the docs
 * sidebar (secondary menu), with a button back to the main menu. It closes on Escape, the close
 * button, a click beside it and a click on one of its links.
 */
export default function MobileMenu({ items, sidebar, currentPath, logo, title, returnFocusTo, onClose }: Props) {
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, closeRef, returnFocusTo);

  return (
    // Escape closes the dialog natively; `onClose` then unmounts it.
    <dialog ref={dialogRef} className="mobile-menu" aria-label="Navigation menu" onClose={onClose}>
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div className="mobile-menu__panel" onClick={(event) => followsLinkHere(event) && onClose()}>
        <div className="mobile-menu__header">
          <NavbarBrand logo={logo} title={title} />
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label="Close navigation menu"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        {showSecondary && sidebar ? (
          <div className="mobile-menu__secondary">
            <button type="button" className="mobile-menu__back" onClick={() => setShowSecondary(false)}>
              <Icon name="arrowBack" size={20} /> Back to main menu
            </button>
            <DocSidebar items={sidebar} currentPath={currentPath} label="Docs sidebar" />
          </div>
        ) : (
          <ul className="mobile-menu__primary">
            {items.map((item, index) => {
              if (item.kind === 'link') {
                return (
                  <li key={index}>
                    <NavLinkItem link={item} className="mobile-menu__link" currentPath={currentPath} />
                  </li>
                );
              }
              if (item.kind === 'dropdown') return <MobileDropdown key={index} item={item} currentPath={currentPath} />;
              return null;
            })}
            {sidebar && (
              <li>
                <button type="button" className="mobile-menu__link" onClick={() => setShowSecondary(true)}>
                  This section’s pages <Icon name="chevronRight" size={20} />
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </dialog>
  );
}
