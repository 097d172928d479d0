// The browser tests' `test`: Playwright Test's own, with `open`, which loads a page of the site in the
// test's `page` (viewport and other context options from the config and `test.use`) and waits until
// React has hydrated it: `await open('./docs/guides/theming/')`.
import { test as base } from '@playwright/test';
import { visit } from './browser';

export { expect } from '@playwright/test';

export const test = base.extend<{ open: (address: string) => Promise<void> }>({
  open: async ({ page }, use) => {
    await use((address) => visit(page, address));
  },
});
