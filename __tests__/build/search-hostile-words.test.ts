import fs from 'fs';
import { unpackIndex, type PackedIndex } from '../../src/shared/search/index-format';
import { parseSnippetAttributes, searchIndex } from '../../src/search/docsearch-hits';
import { BASE, PUBLIC_DIR } from '../helpers/built-site';
import { builtIndexOf, docVersions } from '../helpers/search-relevance';

/** Every name an object inherits: a lookup table that is a plain object would answer for these. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__'];

describe.each(docVersions())('search over the built $name index, with words every object inherits', (version) => {
  const { file, urlPrefix } = builtIndexOf(version, PUBLIC_DIR, BASE);
  const index = unpackIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as PackedIndex);
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
    expect(search(`button ${word}`).hits[0]?.url).toMatch(new RegExp(`^${urlPrefix}/docs/components/Button/`));
  });
});
