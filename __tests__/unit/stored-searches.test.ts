import { cleanStoredSearches } from '../../src/search/stored-searches';

const hit = { objectID: '1', url: '/docs/components/Button/', hierarchy: { lvl0: 'Components', lvl1: 'Button' } };

function storageWith(entries: Record<string, string>) {
  const store = new Map(Object.entries(entries));
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  };
}

describe("the search dialog's stored searches", () => {
  it('keeps real hits and drops junk, so the dialog opens', () => {
    const storage = storageWith({
      __DOCSEARCH_RECENT_SEARCHES__docs: JSON.stringify([
        hit,
        { url: 'javascript:alert(1)', objectID: '2', hierarchy: {} },
        7,
      ]),
      __DOCSEARCH_FAVORITE_SEARCHES__docs: '{not json',
    });
    cleanStoredSearches('docs', storage);
    expect(JSON.parse(storage.store.get('__DOCSEARCH_RECENT_SEARCHES__docs')!)).toEqual([hit]);
    expect(storage.store.get('__DOCSEARCH_FAVORITE_SEARCHES__docs')).toBe('[]');
  });

  it('leaves good and missing entries as they are', () => {
    const storage = storageWith({ __DOCSEARCH_RECENT_SEARCHES__docs: JSON.stringify([hit]) });
    cleanStoredSearches('docs', storage);
    expect(storage.store.get('__DOCSEARCH_RECENT_SEARCHES__docs')).toBe(JSON.stringify([hit]));
    expect(storage.store.has('__DOCSEARCH_FAVORITE_SEARCHES__docs')).toBe(false);
  });
});
