import { withPrefix } from 'gatsby';
import { BUILD_ID_FILE, BUILD_ID_META } from '../shared/build-id';

/** At most one look at build.json in this long while the reader moves between pages. */
const CHECK_INTERVAL_MS = 60 * 1000;

let newerDeploy = false;
let lastCheck = -Infinity;

const ownBuildId = () => document.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') ?? null;

/**
 * Asks the site which deploy is live (build.json, never from a cache). A different id than the one
 * this tab's first page came with means the pages changed since: Gatsby keeps the data of pages it
 * has loaded or prefetched in memory and would keep showing their old text.
 */
export async function checkForNewDeploy({ always = false } = {}): Promise<void> {
  const now = Date.now();
  if (newerDeploy || (!always && now - lastCheck < CHECK_INTERVAL_MS)) return;
  lastCheck = now;
  const own = ownBuildId();
  if (!own) return;
  try {
    const response = await fetch(withPrefix(BUILD_ID_FILE), { cache: 'no-store' });
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id === 'string' && id !== own) newerDeploy = true;
  } catch {
    // Offline or not deployed with an id: nothing to compare.
  }
}

/** Looks each time the reader comes back to the tab, and every few minutes while they read. */
export function watchForNewDeploys(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewDeploy({ always: true });
  });
  setInterval(() => document.visibilityState === 'visible' && void checkForNewDeploy(), 5 * CHECK_INTERVAL_MS);
}

/** Called as a route change starts: after a newer deploy, the page is loaded afresh instead. */
export function reloadIfNewDeploy(): void {
  if (newerDeploy) window.location.reload();
}
