// The built site on a loopback port, for the benchmark's browsers. Uncompressed by default:
// the current public site was measured that way, so the figures compare like with like.
import serve from '../serve.js';
import { SITE_BASE } from '../site-base.js';

export const BASE = SITE_BASE;

/**
 * The served site: the address of a site path (without the base path), and a way to stop it.
 * @typedef {{ url: (sitePath: string) => string, close: () => Promise<unknown> }} ServedSite
 */

/**
 * @param {string} publicDir
 * @param {{ compress?: boolean }} [options]
 * @returns {Promise<ServedSite>}
 */
export async function startSite(publicDir, { compress = false } = {}) {
  const server = serve.createServer({ dir: publicDir, base: BASE, compress });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return {
    url: (sitePath) =>
      `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}${BASE}${sitePath}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
