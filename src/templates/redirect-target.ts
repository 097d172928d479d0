/**
 * Where a redirect page sends its reader: its target, with the query and the anchor of the address
 * the reader opened. `/6.x/search/?q=button` -> `/search/?version=6.x&q=button`.
 *
 * - The target's own parameters win (`version=6.x`: the address named the version); each of the
 *   reader's parameters the target does not set follows them, in the reader's order.
 * - The reader's anchor is kept when the target has none, unless `decodeURI` cannot read it (see
 *   navigation/hash-guard.ts).
 * - The address only adds a query and an anchor, both written back through `URLSearchParams` and
 *   `location.hash`, never a path: the path is the target's, one the build wrote, so the reader never
 *   leaves the site (`?q=//evil.com` stays a query). Nothing from the address is written into HTML.
 *
 * Two copies of one rule: `redirectTarget` for the page's code (a client navigation to a redirect
 * page) and `REDIRECT_SCRIPT`, inlined in a redirect page's <head>, for a reader who opens one: it runs
 * before the refresh tag can, which knows nothing of the query (HTML is the same for every reader).
 * __tests__/unit/redirect-target.test.ts holds both to the same cases.
 */

import { isReadable } from '../navigation/hash-guard';

/** A path on this site: one `/` and no scheme or host (`//host/`, `/\host/` lead elsewhere). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * `to` (a site path, with a query or anchor of its own or not) with the reader's `search` and
 * `hash` (as `location` gives them) merged in as above. A `to` that is not a site path is returned
 * as it is.
 */
export function redirectTarget(to: string, search: string, hash: string): string {
  if (!SITE_PATH.test(to)) return to;
  const hashAt = to.indexOf('#');
  const targetHash = hashAt === -1 ? '' : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt));
  const params = new URLSearchParams(own);
  new URLSearchParams(search).forEach((value, key) => {
    if (!own.has(key)) params.append(key, value);
  });
  const query = params.toString();
  const anchor = targetHash || (hash !== '#' && isReadable(hash) ? hash : '');
  return `${path}${query ? `?${query}` : ''}${anchor}`;
}

/**
 * The same for a reader who opens a redirect page: inlined after the page's refresh tag, it reads the
 * target (with the base path) from its own `data-to` and replaces the address before the refresh
 * tag's turn (a navigation under way holds a refresh back). It goes nowhere but a path of this
 * origin; on any error it leaves the refresh tag to do its work. Allowed by its hash (post-build/csp.ts).
 */
export const REDIRECT_SCRIPT =
  '(function(){try{' +
  'var s=document.currentScript,t=new URL(s.getAttribute("data-to"),location.href);' +
  'if(t.origin!==location.origin||!/^\\/(?![\\/\\\\])/.test(t.pathname))return;' +
  'var own=new URLSearchParams(t.search),p=new URLSearchParams(t.search);' +
  'new URLSearchParams(location.search).forEach(function(v,k){if(!own.has(k))p.append(k,v)});' +
  'var h=t.hash;if(!h&&location.hash!=="#"){h=location.hash;try{decodeURI(h)}catch(e){h=""}}' +
  'var q=p.toString(),u=new URL(t.pathname+(q?"?"+q:"")+h,location.href);' +
  'if(u.origin===location.origin)location.replace(u.pathname+u.search+u.hash)' +
  '}catch(e){}})();';
