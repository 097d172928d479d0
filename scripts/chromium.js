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

function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, launchChromium };
