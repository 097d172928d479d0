// Launches Debian's Chromium through playwright-core with flags that work on a
// machine without network access (no background requests, no sandbox as root).
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where a page's sandboxed frames run in the page's own process, as browsers short of memory (on
 * phones) may run them: a frame's code that never stops then freezes the page too.
 */
const SHARED_PROCESS_ARGS = [
  '--disable-site-isolation-trials',
  '--disable-features=IsolateSandboxedIframes,SitePerProcess',
];

/**
 * Playwright's launch options for this machine's Chromium (the browser tests' config uses them too).
 * @param {{ sharedProcess?: boolean }} [options]
 */
function chromiumLaunchOptions(options = {}) {
  const args = options.sharedProcess ? [...CHROMIUM_ARGS, ...SHARED_PROCESS_ARGS] : CHROMIUM_ARGS;
  return { executablePath: CHROMIUM_PATH, args, headless: true };
}

/** @param {{ sharedProcess?: boolean }} [options] */
const launchChromium = (options = {}) => chromium.launch(chromiumLaunchOptions(options));

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, chromiumLaunchOptions, launchChromium };
