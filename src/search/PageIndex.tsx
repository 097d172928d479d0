import React from 'react';
import Link from '../components/Link';
import type { Sidebar, SidebarItem, StandaloneDoc } from '../shared/navigation';
import { PAGE_INDEX_ID } from '../shared/routes';

function IndexItems({ items }: { items: SidebarItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.label}${item.href ?? ''}`}>
          {item.href ? <Link to={item.href}>{item.label}</Link> : item.label}
          {item.type === 'category' && <IndexItems items={item.items} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every page of the docs by sidebar, then the docs listed on their own (`standalone`): how readers
 * without JavaScript find their way instead of searching.
 */
export default function PageIndex({
  sidebars,
  standalone,
}: {
  sidebars: Record<string, Sidebar>;
  standalone: readonly StandaloneDoc[];
}) {
  return (
    <nav className="page-index" id={PAGE_INDEX_ID} aria-labelledby={`${PAGE_INDEX_ID}-title`}>
      <h2 id={`${PAGE_INDEX_ID}-title`}>Index of all pages</h2>
      {Object.entries(sidebars).map(([id, { title, items }]) => (
        <section key={id} className="page-index__sidebar">
          <h3>{title}</h3>
          <IndexItems items={items} />
        </section>
      ))}
      {standalone.length > 0 && (
        <section className="page-index__sidebar">
          <h3>More</h3>
          <ul>
            {standalone.map((doc) => (
              <li key={doc.path}>
                <Link to={doc.path}>{doc.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </nav>
  );
}
