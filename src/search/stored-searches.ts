/**
 * DocSearch keeps the reader's recent and favourite searches in localStorage, under its index
 * name, and reads them back without a check: junk there (a hand edit, another tool's data) stops
 * the dialog from opening. Before it opens, entries that are not hits of this site are dropped.
 */
const STORED_SEARCHES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

/** A stored hit the dialog can show and follow: a site path or a web address, never `javascript:`. */
function isStoredHit(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { url, objectID, hierarchy } = item as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    /^(\/(?!\/)|https?:\/\/)/.test(url) &&
    typeof objectID === 'string' &&
    typeof hierarchy === 'object' &&
    hierarchy !== null
  );
}

export function cleanStoredSearches(indexName: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  for (const prefix of STORED_SEARCHES) {
    try {
      const text = storage.getItem(prefix + indexName);
      if (text === null) continue;
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: nothing of it is kept.
      }
      const kept = Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
      if (!Array.isArray(parsed) || kept.length !== parsed.length)
        storage.setItem(prefix + indexName, JSON.stringify(kept));
    } catch {
      // Storage unavailable: DocSearch then keeps nothing either.
    }
  }
}
