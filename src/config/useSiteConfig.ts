import { graphql, useStaticQuery } from 'gatsby';
import type { ResolvedNavbarItem } from '../shared/navigation';
import type { SiteConfig } from '../shared/site-config-schema';
import type { DocVersion } from '../shared/doc-versions';

/**
 * The validated site config, its docs versions and the navbar, all resolved at build time. GraphQL
 * carries them as JSON; their shapes are the config schema's (`SiteConfig`), the version records'
 * (`DocVersion`) and the navbar resolver's.
 */
export function useSiteConfig(): { config: SiteConfig; versions: DocVersion[]; navbar: ResolvedNavbarItem[] } {
  const { siteConfig } = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfig {
        config
        versions
        navbar
      }
    }
  `);
  return {
    config: siteConfig!.config as SiteConfig,
    versions: siteConfig!.versions as unknown as DocVersion[],
    navbar: siteConfig!.navbar as unknown as ResolvedNavbarItem[],
  };
}
