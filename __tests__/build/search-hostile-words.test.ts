import fs from 'fs';
import path from 'path';
import { unpackIndex, type PackedIndex } from '../../src/shared/search/index-format';
import { parseSnippetAttributes, searchIndex } from '../../src/search/ranking';
import { PUBLIC_DIR } from '../helpers/built-site';

/** Every name an object inherits: a lookup table that is a plain object would answer for these. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__'];

describe('search over the built index, with words every object inherits', () => {
  const index = unpackIndex(
    JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'search-index.json'), 'utf8')) as PackedIndex,
  );
  const search = (query: string) =>
    searchIndex(index, query, {
      hitsPerPage: 20,
      snippetWords: parseSnippetAttributes(['content:10', 'hierarchy.lvl1:10']),
    });

  it.each(INHERITED)('answers "%s" alone, in any case, and beside a real word', (word) => {
    for (const query of [word, word.toUpperCase(), `button ${word}`, `${word} button`]) {
      const result = search(query);
      expect(Array.isArray(result.hits)).toBe(true);
      for (const hit of result.hits) expect(typeof hit.url).toBe('string');
    }
    // The real word still finds its page first.
    expect(search(`button ${word}`).hits[0]?.url).toMatch(/\/docs\/components\/Button\//);
  });
});
