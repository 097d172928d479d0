import siteConfig from '../../site.config';
import { pathPrefixFromBaseUrl } from '../../src/shared/routes';

/** The base path the site is built and served under (`/react-native-paper`), from site.config.ts. */
export const BASE = pathPrefixFromBaseUrl(siteConfig.baseUrl);
