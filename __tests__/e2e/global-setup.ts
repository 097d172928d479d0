// Serves the built site on a free local port, once for every worker; the workers' config reads its
// address, base path included, from SITE_URL (their `baseURL`). The returned function stops it after
// the last test.
import type { AddressInfo } from 'node:net';
const requireBuild = require('../helpers/require-build');
const { createServer } = require('../../scripts/serve');
const { SITE_BASE } = require('../../scripts/site-base');

export default async function globalSetup(): Promise<() => Promise<void>> {
  await requireBuild();
  const server = createServer({ dir: 'public', base: SITE_BASE });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SITE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SITE_BASE}/`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
