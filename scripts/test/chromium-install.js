// The browser tests need Debian's Chromium; as root on a Debian machine it is installed with apt-get.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `Chromium is missing at ${path}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get install chromium)…");
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit' }).status !== 0) {
      console.error('Could not install chromium with apt-get.');
      process.exit(1);
    }
  }
}

module.exports = { ensureChromium };
