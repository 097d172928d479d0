import React, { useId, useState } from 'react';
import Link from '../../components/Link';
import Icon from '../../components/icons/Icon';
import Collapsible from '../../components/Collapsible/Collapsible';
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

/** The docs sidebar of one area (guides or components). It is always shown on desktop. */
export default function DocSidebar({
  items,
  currentPath,
  label,
}: {
  items: SidebarItem[];
  currentPath: string;
  label: string;
}) {
  return (
    <nav className="sidebar" aria-label={label}>
      <ul className="sidebar__list">
        <SidebarItems items={items} currentPath={currentPath} />
      </ul>
    </nav>
  );
}
