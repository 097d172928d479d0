import { siteConfig } from './site-config';

/**
 * The one place the base path comes from. site.config.ts's `baseUrl` (`/react-native-paper/`)
 * becomes Gatsby's `pathPrefix` (`/react-native-paper`; '' for a site at a domain's root).
 *
 * Gatsby applies it only to `gatsby build --prefix-paths`, and hands the path in force to every
 * Node API as `basePath` ('' under `gatsby develop`) and to the browser through `withPrefix`:
 * code that runs inside Gatsby reads those, so a develop server's links work. The scripts and
 * tests that serve a built site read `configuredBasePath()`.
 */
export function pathPrefixOf(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** The base path `npm run build` builds the site for, from the validated site config. */
export function configuredBasePath(): string {
  return pathPrefixOf(siteConfig().baseUrl);
}
