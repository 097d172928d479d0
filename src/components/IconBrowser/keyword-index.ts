import type { KeywordIndex } from '../../shared/icon-keywords';
import { loadOnce } from '../../lib/load-once';

/**
 * Loads the search index (aliases and tags: about 135 kB of JSON, 22 kB gzipped) in a chunk of
 * its own, beside the glyph map. The build writes the file in `onPreBootstrap`
 * (gatsby/build-files/icon-search-index.ts); it is not committed, and `typings/icon-search-index.d.ts` types
 * it for a type check before the first build.
 */
export const loadKeywordIndex = loadOnce(() =>
  import(/* webpackChunkName: "icon-search-index" */ '../../../.cache/icon-search-index.json').then(
    (module) => module.default as KeywordIndex,
  ),
);
