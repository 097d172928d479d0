import type { Page } from '@playwright/test';
import showcase from '../../content/data/showcase.json';
import { DESKTOP, PHONE } from './browser';
import { expect, test } from './fixtures';
import { NAVBAR } from '../helpers/site-routes';

/** Waits until an app's picture has arrived and shows, decoded. */
const waitUntilShown = (page: Page, app: string) =>
  page.waitForFunction((name) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="Screenshot of ${name}"]`);
    return img?.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
  }, app);

test.describe('the showcase, reached from the navbar', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`shows every app’s screenshot on its colour, the lower ones as the reader scrolls (${name})`, async ({
        page,
        open,
      }) => {
        await open('./');
        if (viewport === PHONE) await page.getByRole('button', { name: /menu/i }).first().click();
        await page.getByRole('link', { name: NAVBAR.showcase, exact: true }).first().click();
        await page.waitForURL(/\/docs\/showcase\/$/);

        await waitUntilShown(page, showcase[0].name);
        const first = page.locator(`img[alt="Screenshot of ${showcase[0].name}"]`);
        // Sharp's AVIF is what Chromium takes, at the size the card draws it.
        expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
        expect(await first.boundingBox()).toMatchObject({ width: 120, height: 212 });

        const banner = page.locator('.showcase-card__banner').last();
        const before = await banner.boundingBox();
        await banner.scrollIntoViewIfNeeded();
        await waitUntilShown(page, showcase[showcase.length - 1].name);
        // Nothing moved when it arrived.
        expect((await banner.boundingBox())!.height).toBe(before!.height);
      });
    });
  }
});
