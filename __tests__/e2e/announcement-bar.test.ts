import { waitForHydration } from './browser';
import { expect, test } from './fixtures';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { announcementBarOf } from '../../src/shared/announcement-bar';
import { announcementKeys } from '../../src/theme/storage-keys';
// The home page's bar as the config gives it (the current version's own, or the site's), and the
// keys its dismissal is kept under.
const homeBar = announcementBarOf(siteConfig().announcementBar, docVersions(), '/');
if (!homeBar) throw new Error('site.config.ts gives the home page no announcement bar; these tests need one.');
const keys = announcementKeys(homeBar.version);

test.describe('announcement bar', () => {
  test('closes, stays closed after a reload, and is hidden before scripts run', async ({ context, page, open }) => {
    await open('./');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(({ id, dismissed }) => [localStorage.getItem(id), localStorage.getItem(dismissed)], keys),
    ).toEqual([homeBar.id, 'true']);

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').count()).toBe(0);

    // Without scripts the server HTML still holds the bar; the head script must hide it.
    await context.route(/\.js$/, (route) => route.abort());
    const bare = await context.newPage();
    await bare.goto('./docs/showcase/');
    await bare.locator('.announcement-bar').waitFor({ state: 'hidden' });
  });

  test('shows again when the announcement id changes, and leaves storage alone until the reader closes it', async ({
    context,
    page,
    open,
  }) => {
    await context.addInitScript(({ id, dismissed }) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(id, 'an-older-announcement');
        localStorage.setItem(dismissed, 'true');
      }
    }, keys);
    await open('./');
    await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'visible' });
    const stored = () =>
      page.evaluate(({ id, dismissed }) => [localStorage.getItem(id), localStorage.getItem(dismissed)], keys);
    expect(await stored()).toEqual(['an-older-announcement', 'true']);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await stored()).toEqual([homeBar.id, 'true']);
  });
});
