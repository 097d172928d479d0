import type { Frame, Page } from '@playwright/test';
const axeCheck = require('../../scripts/axe-check.js');

/** What axe-core should look at: CSS selectors to include and to leave out. */
export interface AxeScope {
  include?: string[][];
  exclude?: string[][];
}

/** Serious and critical axe-core findings on the page or in a live-example frame, as "rule at target, target". */
export const seriousViolations: (page: Page | Frame, scope?: AxeScope) => Promise<string[]> =
  axeCheck.seriousViolations;

/** Scrolls to each lazily loaded part of the page (theme builder preview, icon browser) and waits for it. */
export const revealLazyContent: (page: Page) => Promise<void> = axeCheck.revealLazyContent;
