import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import Icon from '../../components/icons/Icon';
import type { SidebarItem } from '../../shared/navigation';
import { useSiteConfig } from '../../config/useSiteConfig';
import ColorModeToggle from './ColorModeToggle';
import { PAGE_INDEX_ID, SEARCH_PATH } from '../../shared/routes';
import { navbarForPage } from '../../shared/version-switch';
import MobileMenu from './MobileMenu';
import NavbarBrand from './NavbarBrand';
import NavbarItems from './NavbarItems';
import { useHideOnScroll } from './useHideOnScroll';
import './navbar.css';

const DESKTOP_QUERY = '(min-width: 997px)';

interface Props {
  currentPath: string;
  /** The not-found page is shown (at the missing address), so the version dropdown leads to each version's main doc. */
  notFound?: boolean;
  sidebar: SidebarItem[] | null;
}

export default function Navbar({ currentPath, notFound = false, sidebar }: Props) {
  const { config, navbar: configured, versions } = useSiteConfig();
  const navbar = useMemo(
    () => navbarForPage(configured, versions, currentPath, { notFound }),
    [configured, versions, currentPath, notFound],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const visible = useHideOnScroll(config.navbar.hideOnScroll, ref);
  const left = navbar.filter((item) => item.position === 'left');
  const right = navbar.filter((item) => item.position !== 'left');
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The slide-out menu closes after navigating and when the layout turns desktop.
  useEffect(() => setMenuOpen(false), [currentPath]);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <header ref={ref} className={`navbar${visible ? '' : ' navbar--hidden'}`} role="banner">
      <div className="navbar__inner">
        {/* Without JavaScript the menu cannot open: the toggle leads to the index of every page instead. */}
        <a
          className="icon-button navbar__toggle no-js-only"
          href={withPrefix(`${SEARCH_PATH}#${PAGE_INDEX_ID}`)}
          aria-label="Index of all pages"
        >
          <Icon name="menu" />
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button navbar__toggle needs-js"
          aria-label="Open navigation menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          disabled={navbar.length === 0}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <NavbarBrand logo={config.navbar.logo} title={config.navbar.title} />
        <nav className="navbar__items" aria-label="Main">
          <NavbarItems items={left} currentPath={currentPath} />
        </nav>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} currentPath={currentPath} />
          {!config.colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
      {menuOpen && (
        <MobileMenu
          items={navbar}
          sidebar={sidebar}
          currentPath={currentPath}
          logo={config.navbar.logo}
          title={config.navbar.title}
          returnFocusTo={toggleRef}
          onClose={closeMenu}
        />
      )}
    </header>
  );
}
