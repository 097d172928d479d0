import type { BrowserContext } from '@playwright/test';

/**
 * Changes the site config the browser receives (Gatsby's static query results),
 * to test settings the shipped config leaves off without building the site twice.
 */
export async function overrideSiteConfig(context: BrowserContext, change: (result: any) => void): Promise<void> {
  await context.route('**/page-data/sq/d/*.json', async (route) => {
    try {
      const response = await route.fetch();
      const json = await response.json();
      if (json?.data?.siteConfig?.config) change(json.data.siteConfig);
      await route.fulfill({ response, json });
    } catch (error) {
      // A prefetch still in flight when the test closes its context: nothing reads it any more.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
}
