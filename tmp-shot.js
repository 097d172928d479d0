const { launchChromium } = require('./scripts/chromium');
(async () => {
  const browser = await launchChromium();
  const [path, width, mode, out] = process.argv.slice(2);
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: mode });
  await ctx.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto('http://127.0.0.1:9100/react-native-paper' + path);
  await page.waitForSelector('[data-hydrated="true"]', { state: 'attached' });
  await page.getByRole('button', { name: 'Run live' }).first().click();
  await page.waitForSelector('.live-example__screen, .lazy-content--error', { timeout: 20000 });
  await page.waitForTimeout(1500);
  await page.locator('.live-example').first().scrollIntoViewIfNeeded();
  await page.locator('.live-example').first().screenshot({ path: out });
  console.log(await page.locator('.live-example__error').allTextContents());
  await browser.close();
})();
