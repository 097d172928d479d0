import { graphql, useStaticQuery } from 'gatsby';
import type { Sidebar } from '../shared/navigation';

/**
 * Every sidebar, resolved at build time. A static query, so its data is downloaded once and
 * shared by every page instead of being repeated in each page's data.
 */
export function useSidebars(): Record<string, Sidebar> {
  return useStaticQuery<Queries.SidebarsQuery>(graphql`
    query Sidebars {
      siteConfig {
        sidebars
      }
    }
  `).siteConfig!.sidebars as Record<string, Sidebar>;
}

/** The sidebar a page belongs to (`sidebarId` from its page context), or null. */
export function useSidebar(sidebarId: string | null | undefined): Sidebar | null {
  const sidebars = useSidebars();
  return sidebarId ? (sidebars[sidebarId] ?? null) : null;
}
