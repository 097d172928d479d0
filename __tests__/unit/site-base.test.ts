import siteConfig from '../../site.config';
import { pathPrefixFromBaseUrl } from '../../src/shared/routes';
import { BASE } from '../helpers/base-path';
const { SITE_BASE } = require('../../scripts/site-base');

describe('the base path outside the site code', () => {
  it('is site.config.ts baseUrl as Gatsby uses it, for the TypeScript tests and the plain JavaScript scripts alike', () => {
    expect(BASE).toBe(pathPrefixFromBaseUrl(siteConfig.baseUrl));
    expect(SITE_BASE).toBe(BASE);
    expect(SITE_BASE).toMatch(/^\/[^/]/);
  });
});
