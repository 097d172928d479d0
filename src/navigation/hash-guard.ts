/**
 * Keeps an anchor that `decodeURI` cannot read (`#%`, `#100%`, `#%C3`) away from Gatsby's router.
 * Gatsby's scroll handler decodes the hash with `decodeURI` when the page mounts and after every
 * route change, outside any error boundary, so such an anchor leaves the whole page blank
 * (gatsbyjs/gatsby#26828). No heading id on the site holds a `%`, so the anchor can name nothing:
 * it is dropped, and the page opens at the top.
 */

/** Whether `decodeURI` can read the anchor. */
export const isReadable = (hash: string): boolean => {
  try {
    decodeURI(hash);
    return true;
  } catch {
    return false;
  }
};

/** `url` without its anchor when the anchor cannot be decoded; otherwise `url` itself. */
export function withoutUnreadableHash(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt === -1 || isReadable(url.slice(hashAt)) ? url : url.slice(0, hashAt);
}

/**
 * Inlined in <head> by gatsby-ssr.tsx: Gatsby's router reads the address once, when its code
 * loads, so the first page's anchor must be fixed before any bundle runs.
 */
export const HASH_GUARD_SCRIPT =
  "(function(){try{decodeURI(location.hash)}catch(e){history.replaceState(history.state,'',location.pathname+location.search)}})();";

/**
 * Later anchors: the site's links and `siteNavigate()` drop them (site-navigate.ts), and an in-page
 * link or the back button fires `popstate`. This listener is added before the router's own (which
 * React adds on mount), so the router reads the address once it is fixed.
 */
export function installHashGuard(): void {
  window.addEventListener('popstate', () => {
    if (!isReadable(window.location.hash)) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  });
}
