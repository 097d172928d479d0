// The icon search index that gatsby/build-files/icon-search-index.ts writes at build time (not committed),
// typed for a type check that runs before any build.
declare module '*/.cache/icon-search-index.json' {
  const index: readonly string[];
  export default index;
}
