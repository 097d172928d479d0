import rawSiteConfig from '../site.config';
import { validateSiteConfig } from './config/validate-site-config';

/** site.config.ts, validated once for every Node-side module that needs it. */
export const siteConfig = validateSiteConfig(rawSiteConfig);
