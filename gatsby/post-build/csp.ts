import crypto from 'crypto';
import { usesHostedSearch } from '../../src/shared/search/settings';
import { rewriteBuiltPages } from './built-pages';
import type { PostBuildStage } from './stage';

/**
 * A strict Content-Security-Policy per page, as a <meta> tag at the top of its <head> (GitHub Pages
 * cannot send headers; scripts/serve.js repeats the tag as a header). Inline scripts (the colour-mode
 * and base-URL scripts, Gatsby's page path and chunk map) are allowed by their SHA-256 hashes, so no
 * 'unsafe-inline' is needed for scripts, and no page allows 'unsafe-eval': live examples run in a
 * sandboxed frame with a policy of its own (gatsby/build-files/frame-document.ts), so client-side
 * navigation, which keeps the first document's policy, cannot change what a page may do. Styles keep
 * 'unsafe-inline': Gatsby inlines the stylesheet and React Native Web writes style attributes.
 */

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** Hosts DocSearch's hosted client talks to, allowed only when the hosted provider is configured. */
const HOSTED_SEARCH_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources for every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1])))];
}

/** `hostedSearch`: the hosted search provider is configured. */
export function pagePolicy(scriptHashes: string[], hostedSearch: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...(hostedSearch ? HOSTED_SEARCH_HOSTS : [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The page with its policy tag at the top of <head>, after the charset (replacing one from an earlier build). */
export function withPolicy(html: string, hostedSearch: boolean): string {
  const page = html.replace(META, '');
  const policy = pagePolicy(inlineScriptHashes(page), hostedSearch);
  return page.replace(
    /<head>(<meta charSet="utf-8"\/>)?/i,
    (head) => `${head}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
}

/** Each page's policy tag, on disk and in the pages the later stages read. */
export const contentSecurityPolicies: PostBuildStage = {
  name: 'Content-Security-Policy',
  run({ publicDir, pages, config }) {
    const hostedSearch = usesHostedSearch(config.search);
    rewriteBuiltPages(publicDir, pages, (html) => withPolicy(html, hostedSearch));
    return `${pages.size + 1} pages`;
  },
};
