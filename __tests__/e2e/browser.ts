import type { BrowserContext, Frame, Page } from '@playwright/test';
const { chromiumLaunchOptions } = require('../../scripts/chromium');
import { BASE } from '../helpers/base-path';
import { DESKTOP, PHONE } from './viewports';

export { BASE, DESKTOP, PHONE };

/**
 * For `test.use(SHARED_PROCESS)`: sandboxed frames run in their page's process, as on phones short
 * of memory (the file's tests get a worker and browser of their own).
 */
export const SHARED_PROCESS = { launchOptions: chromiumLaunchOptions({ sharedProcess: true }) };

/**
 * Every URL the context's pages request from now on, in order (the array fills as pages load). The
 * offline service worker's own fetches repeat what a page asked for, so they are left out.
 */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (!request.serviceWorker()) urls.push(request.url());
  });
  return urls;
}

/**
 * Loads a page of the site in `page` and waits until React has hydrated it. The address is relative
 * to the site's home (`baseURL`): `./docs/showcase/`, `./` for home; a route as the site writes it
 * (`/docs/showcase/`) becomes one with a dot before it. A leading `/` would leave the base path out.
 */
export async function visit(page: Page, address: string): Promise<void> {
  if (address.startsWith('/')) throw new Error(`visit('${address}'): write the address relative, as '.${address}'`);
  await page.goto(address);
  await waitForHydration(page);
}

/** Gatsby marks the page as ready once the router has mounted it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { ___loader?: unknown }).___loader !== undefined && document.readyState === 'complete',
  );
  await page.waitForSelector('[data-hydrated="true"]', { state: 'attached' });
}

/**
 * Resolves once a timer `target` (a page or a frame) sets now for `ms` has fired and it has drawn
 * two frames after it. Its timers fire in the order they fall due, so one it set earlier for less
 * time (the progress bar's 200 ms, a tooltip's delay, a menu's opening animation) has fired by then
 * and what it changed has been drawn, however slow the machine. Tests use it to show that something
 * did not happen: it had its chance.
 */
export const timerFired = (target: Page | Frame, ms: number): Promise<void> =>
  target.evaluate(
    (delay) =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), delay),
      ),
    ms,
  );

/** Resolves after `target` has drawn two more frames: what its handlers and messages changed before has been drawn by then. */
export const framesDrawn = (target: Page | Frame): Promise<void> => timerFired(target, 0);
