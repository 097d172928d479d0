import React from 'react';
import type { ResolvedNavbarItem } from '../../shared/navigation';
import NavDropdown from './NavDropdown';
import NavLinkItem from './NavLinkItem';
import SearchBar from '../../search/SearchBar';

/** Renders resolved navbar items for the desktop bar. */
export default function NavbarItems({ items, currentPath }: { items: ResolvedNavbarItem[]; currentPath: string }) {
  return (
    <>
      {items.map((item, index) => {
        switch (item.kind) {
          case 'link':
            return <NavLinkItem key={index} link={item} className="navbar__link" currentPath={currentPath} />;
          case 'dropdown':
            return <NavDropdown key={index} label={item.label} items={item.items} currentPath={currentPath} />;
          case 'search':
            return (
              <div key={index} className="navbar__search" data-navbar-slot="search">
                <SearchBar currentPath={currentPath} />
              </div>
            );
          case 'html':
            return <div key={index} className="navbar__html" dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
      })}
    </>
  );
}
