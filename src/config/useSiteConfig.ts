import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedNavbarItem } from './navbar';
import type { SiteConfig } from './types';

interface SiteConfigQuery {
  siteConfig: { config: SiteConfig; navbar: ResolvedNavbarItem[] };
}

/** The validated site config and the navbar resolved at build time. */
export function useSiteConfig(): SiteConfigQuery['siteConfig'] {
  return useStaticQuery<SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfig {
        config
        navbar
      }
    }
  `).siteConfig;
}
