// Serves the built site on a free local port for every browser test.
const requireBuild = require('../helpers/require-build');
const { createServer } = require('../../scripts/serve');
const { SITE_BASE } = require('../../scripts/site-base');

module.exports = async function globalSetup() {
  await requireBuild();
  const server = createServer({ dir: 'public', base: SITE_BASE });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SITE_ORIGIN = `http://127.0.0.1:${server.address().port}`;
  globalThis.__SITE_SERVER__ = server;
};
