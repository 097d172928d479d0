const { launchChromium } = require('./scripts/chromium');
(async () => {
  const browser = await launchChromium();
  for (const [path, label] of [['Menu', 'Show menu'], ['Dialog', 'Show Dialog'], ['Snackbar', 'Show'], ['FAB/FABGroup', null], ['Modal', 'Show']]) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror:', e.message));
    await page.goto('http://127.0.0.1:9100/react-native-paper/docs/components/' + path + '/');
    await page.waitForSelector('[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Run live' }).first().click();
    const screen = page.locator('.live-example__screen').first();
    await screen.waitFor();
    await page.waitForTimeout(800);
    if (label) await screen.getByText(label, { exact: true }).first().click().catch((e) => console.log('no', label, e.message.slice(0, 80)));
    else await screen.getByRole('button').last().click().catch((e) => console.log('click fail', e.message.slice(0, 80)));
    await page.waitForTimeout(1200);
    await page.locator('.live-example__preview').first().screenshot({ path: `/tmp/click-${path.replace('/', '_')}.png` });
    console.log(path, await page.locator('.live-example__error').allTextContents());
    await ctx.close();
  }
  await browser.close();
})();
