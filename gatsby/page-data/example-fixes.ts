import { z } from 'zod';
import { entry, exampleFile, keyedByComponent, ONE_SENTENCE } from './schema-parts';
import { missingExampleFiles } from './example-files';
import { pageData } from './entry';

/**
 * example-fixes.json: a page's usage example the library gets wrong (a missing import, a fragment) or
 * lacks: either import lines added to the library's code, or a file of the version's examples folder
 * run in its place; `note` is the one sentence the page shows saying how the example differs from the
 * library's. The ComponentDoc `usage` fields read it (resolvers.ts), and its titles are checked with
 * its fixes (example-fixes.ts).
 */
export const exampleFixes = pageData({
  schema: keyedByComponent(
    entry({
      imports: z
        .array(
          z.string().regex(/^import\s[^;\n]+\sfrom\s+'[^'\n]+';$/, {
            error: 'expected an import line such as "import { Pressable } from \'react-native\';".',
          }),
          { error: 'expected a list of import lines.' },
        )
        .min(1, { error: 'expected at least one import line.' })
        .optional(),
      file: exampleFile().optional(),
      note: z
        .string({ error: ONE_SENTENCE })
        .regex(/^[A-Z][^\n]*\.$/, { error: ONE_SENTENCE })
        .refine((note) => !/[.!?]\s+\S/.test(note), { error: 'expected one sentence; it has more than one.' }),
    }).refine((fix) => (fix.imports === undefined) !== (fix.file === undefined), {
      error:
        'expected either "imports" (lines added to the library\'s example) or "file" (an example run in its place), not both or neither.',
    }),
  ),
  nodeType: 'ComponentExampleFix',
  typeDefs: `
    "A correction of a component page's usage example, from the version's example-fixes.json"
    type ComponentExampleFix implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Import lines added after the library example's own imports"
      imports: [String!]
      "An example in the version's examples folder the page runs in place of the library's"
      file: String
      "The one sentence the page shows saying how its example differs from the library's"
      note: String!
    }
  `,
  nodes: (fixes) =>
    Object.entries(fixes).map(([component, fix]) => [
      component,
      { component, imports: fix.imports ?? null, file: fix.file ?? null, note: fix.note },
    ]),
  check: (fixes, where, version) =>
    missingExampleFiles(
      Object.entries(fixes).flatMap(([component, fix]): [string, string][] =>
        fix.file ? [[`${component}.file`, fix.file]] : [],
      ),
      where,
      version,
    ),
  checkTitles: false,
});
