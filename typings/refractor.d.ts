// refractor 3 ships no types; these cover what gatsby/mdx/highlighter.ts uses.
declare module 'refractor/core' {
  interface Refractor {
    register(language: unknown): void;
    registered(name: string): boolean;
    highlight(code: string, language: string): unknown[];
  }
  const refractor: Refractor;
  export default refractor;
}
declare module 'refractor/lang/*' {
  const language: unknown;
  export default language;
}
