import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedNavbarItem } from '../shared/navigation';
import type { SiteConfig } from '../shared/site-config-schema';

/**
 * The validated site config and the navbar resolved at build time. GraphQL carries both as JSON;
 * their shape is the config schema's (`SiteConfig`) and the navbar resolver's.
 */
export function useSiteConfig(): { config: SiteConfig; navbar: ResolvedNavbarItem[] } {
  const { siteConfig } = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfig {
        config
        navbar
      }
    }
  `);
  return { config: siteConfig!.config as SiteConfig, navbar: siteConfig!.navbar as unknown as ResolvedNavbarItem[] };
}
