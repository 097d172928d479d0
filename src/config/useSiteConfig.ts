import { useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedNavbarItem } from '../shared/navigation';
import type { SiteConfig } from '../shared/site-config-schema';
import { resolveDocVersions, type DocVersion } from '../shared/doc-versions';

/**
 * The validated site config, its docs versions resolved, and the navbar resolved at build time.
 * GraphQL carries the config and navbar as JSON; their shape is the config schema's (`SiteConfig`)
 * and the navbar resolver's.
 */
export function useSiteConfig(): { config: SiteConfig; versions: DocVersion[]; navbar: ResolvedNavbarItem[] } {
  const { siteConfig } = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfig {
        config
        navbar
      }
    }
  `);
  const config = siteConfig!.config as SiteConfig;
  // Resolved once per config, so the list keeps its identity across renders (hooks depend on it).
  const versions = useMemo(() => resolveDocVersions(config.docs), [config.docs]);
  return { config, versions, navbar: siteConfig!.navbar as unknown as ResolvedNavbarItem[] };
}
