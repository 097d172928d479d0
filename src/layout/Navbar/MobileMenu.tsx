import React, { useEffect, useState } from 'react';
import Link from '../../components/Link';
import Icon from '../../components/icons/Icon';
import Collapsible from '../../components/Collapsible/Collapsible';
import type { SidebarItem } from '../../config/docs';
import type { ResolvedNavbarItem } from '../../config/navbar';
import DocSidebar from '../Sidebar/DocSidebar';
import NavLinkItem from './NavLinkItem';

interface Props {
  items: ResolvedNavbarItem[];
  sidebar: SidebarItem[] | null;
  currentPath: string;
  title: string;
  onClose: () => void;
}

function MobileDropdown({ item, currentPath }: { item: Extract<ResolvedNavbarItem, { kind: 'dropdown' }>; currentPath: string }) {
  // Starts collapsed unless one of its links is the current page.
  const hasActive = item.items.some((link) => link.to && currentPath.startsWith(link.to));
  const [expanded, setExpanded] = useState(hasActive);
  return (
    <li className="mobile-menu__dropdown">
      <button type="button" className="mobile-menu__link" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
        {item.label}
        <Icon name="chevronDown" size={20} />
      </button>
      <Collapsible as="ul" open={expanded}>
        {item.items.map((link) => (
          <li key={link.label ?? link.href}>
            <NavLinkItem link={link} className="mobile-menu__link mobile-menu__link--nested" currentPath={currentPath} />
          </li>
        ))}
      </Collapsible>
    </li>
  );
}

/**
 * The slide-out menu of small screens. On a docs page it opens on the docs
 * sidebar (secondary menu), with a button back to the main menu.
 */
export default function MobileMenu({ items, sidebar, currentPath, title, onClose }: Props) {
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar));

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <Link to="/" className="navbar__brand">
            <b>{title}</b>
          </Link>
          <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={onClose}>
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
    </div>
  );
}
