import { DESKTOP, openPage, siteUrl, useBrowser, waitForHydration } from './browser';

const { browser } = useBrowser();

describe('announcement bar', () => {
  it('closes, stays closed after a reload, and is hidden before scripts run', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await openPage(browser(), '/', { context });
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => [
        localStorage.getItem('announcementBar.id'),
        localStorage.getItem('announcementBar.dismissed'),
      ]),
    ).toEqual(['v5-material-you', 'true']);

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').count()).toBe(0);

    // Without scripts the server HTML still holds the bar; the head script must hide it.
    await context.route(/\.js$/, (route) => route.abort());
    const bare = await context.newPage();
    await bare.goto(siteUrl('/docs/showcase/'));
    await bare.locator('.announcement-bar').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows again when the announcement id changes, and leaves storage alone until the reader closes it', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('announcementBar.id', 'an-older-announcement');
        localStorage.setItem('announcementBar.dismissed', 'true');
      }
    });
    const page = await openPage(browser(), '/', { context });
    await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'visible' });
    const stored = () =>
      page.evaluate(() => [
        localStorage.getItem('announcementBar.id'),
        localStorage.getItem('announcementBar.dismissed'),
      ]);
    expect(await stored()).toEqual(['an-older-announcement', 'true']);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await stored()).toEqual(['v5-material-you', 'true']);
    await context.close();
  });
});
