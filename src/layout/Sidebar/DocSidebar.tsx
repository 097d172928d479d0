import React, { useId, useEffect, useRef, useState } from 'react';
import Link from '../../components/Link';
import Icon from '../../components/icons/Icon';
import Collapsible from '../../components/Collapsible/Collapsible';
import Island from '../../components/Island';
import type { SidebarItem } from '../../shared/navigation';
import './sidebar.css';

function SidebarCategory({
  item,
  currentPath,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  currentPath: string;
}) {
  // Categories start expanded and collapse only when the reader asks.
  const [expanded, setExpanded] = useState(true);
  // Unique even while the phone menu shows a second copy of the sidebar.
  const listId = useId();
  return (
    <li className={`sidebar__category${expanded ? '' : ' is-collapsed'}`}>
      <div className="sidebar__category-row">
        {item.href ? (
          <Link
            to={item.href}
            className={`sidebar__link sidebar__category-label${currentPath === item.href ? ' is-active' : ''}`}
          >
            {item.label}
          </Link>
        ) : (
          <span className="sidebar__category-label">{item.label}</span>
        )}
        <button
          type="button"
          className="sidebar__category-toggle needs-js"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name="chevronDown" size={20} />
        </button>
      </div>
      <Collapsible as="ul" open={expanded} id={listId} className="sidebar__list">
        <SidebarItems items={item.items} currentPath={currentPath} />
      </Collapsible>
    </li>
  );
}

function SidebarItems({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  return (
    <>
      {items.map((item) =>
        item.type === 'category' ? (
          <SidebarCategory key={item.label} item={item} currentPath={currentPath} />
        ) : (
          <li key={item.href}>
            <Link
              to={item.href}
              className={`sidebar__link${currentPath === item.href ? ' is-active' : ''}`}
              aria-current={currentPath === item.href ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/**
 * Scrolls the sidebar's own box (not the page) so the current page's link is in it: the components
 * sidebar is taller than a screen, and TextInput's link would otherwise start far below its bottom.
 */
function useCurrentLinkInView(nav: React.RefObject<HTMLElement>, currentPath: string) {
  useEffect(() => {
    const box = nav.current?.parentElement;
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const inView = top >= box.scrollTop && top + link.offsetHeight <= box.scrollTop + box.clientHeight;
    if (!inView) box.scrollTop = top - box.clientHeight / 3;
  }, [nav, currentPath]);
}

/**
 * The docs sidebar of one area (guides or components). It is always shown on desktop. Its links
 * work as the server wrote them; React takes it over when the reader first uses it (a category's
 * toggle, the keyboard).
 */
export default function DocSidebar({
  items,
  currentPath,
  label,
}: {
  items: SidebarItem[];
  currentPath: string;
  label: string;
}) {
  const nav = useRef<HTMLElement>(null);
  useCurrentLinkInView(nav, currentPath);
  return (
    <Island as="nav" id={`sidebar ${label}`} when="used" className="sidebar" aria-label={label} hostRef={nav}>
      <ul className="sidebar__list">
        <SidebarItems items={items} currentPath={currentPath} />
      </ul>
    </Island>
  );
}
