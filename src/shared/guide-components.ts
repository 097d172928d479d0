/**
 * The components every guide may use without an import, by name: `components.tsx` gives each its
 * React component, `gatsby/page-markdown/guide-markdown.ts` its markdown form, and the build stops on any
 * other component in a guide (`gatsby/sourcing/guide-checks.ts`) but `<WhileNext>`, which the build
 * resolves before anything renders (`gatsby/mdx/version-words.ts`).
 */
export const GUIDE_COMPONENTS = [
  'Admonition',
  'PackageInstall',
  'ThemeBuilder',
  'IconBrowser',
  'MigrationCheck',
] as const;
export type GuideComponent = (typeof GUIDE_COMPONENTS)[number];

/** `<Admonition type="…">`; without a type it is a note. */
export const ADMONITION_TYPES = ['note', 'tip', 'caution', 'warning'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
