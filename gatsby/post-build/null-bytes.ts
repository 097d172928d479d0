import { rewriteBuiltPages } from './built-pages';
import type { PostBuildStage } from './stage';

/**
 * React 18's streaming renderer, which Gatsby writes pages with, can leave a NUL byte where a
 * multi-byte character falls on the edge of its 2 kB write buffer (react/react#31134): an en dash
 * in a table came out as "\0–". NUL is never valid in HTML, so every one is taken out.
 */
export const withoutNullBytes = (html: string): string => html.replaceAll('\0', '');

/** Runs first, so every later stage (the policies' hashes, the search index) reads the repaired pages. */
export const nullBytes: PostBuildStage = {
  name: 'stray NUL bytes',
  run({ publicDir, pages }) {
    return `${rewriteBuiltPages(publicDir, pages, withoutNullBytes)} pages repaired`;
  },
};
