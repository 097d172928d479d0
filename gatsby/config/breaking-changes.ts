import { z } from 'zod';
import { readVersionFile } from './version-file';

/**
 * A version's breaking changes file (`migration.changes` of its record, content/6.x/breaking-changes.json):
 * each change, the migration guide's section about it, and the names the change dropped, each with what
 * replaces it in this version: a name (`TextInput variant`), a doc target (`guides/theming#shapes`), or null.
 * `fixes` says which of those names `npm run migration-check -- --fix` may rewrite, and how
 * (src/shared/migration/rules.ts, `RuleFix`): only changes a machine can make without changing what the code does.
 * `noElements` lists props that still exist but no longer take an element (`TextInput label`): the
 * check reports a use only where one is given.
 */

const stringMap = z.record(z.string(), z.string()).optional();
const fixSchema = z
  .object({
    rename: z.string().optional(),
    prop: z.string().optional(),
    values: stringMap,
    element: z.object({ name: z.string(), props: z.record(z.string(), z.string()) }).optional(),
  })
  .strict();

const breakingChangesSchema = z.array(
  z
    .object(
      {
        change: z.string({ error: 'expected a sentence.' }),
        section: z.string({ error: 'expected the id of a migration guide heading.' }),
        names: z
          .record(z.string(), z.string({ error: 'expected the name that replaces it, or null.' }).nullable(), {
            error: 'expected an object of dropped names, each with its replacement or null.',
          })
          .optional(),
        fixes: z.record(z.string(), fixSchema).optional(),
        noElements: z.array(z.string()).optional(),
      },
      { error: 'expected an object with change, section and names.' },
    )
    .superRefine((change, context) => {
      for (const name of Object.keys(change.fixes ?? {}))
        if (!(name in (change.names ?? {})))
          context.addIssue({
            code: 'custom',
            path: ['fixes', name],
            message: `${name} is not one of the change's names.`,
          });
    }),
  { error: 'expected a list of changes.' },
);

export type BreakingChange = z.infer<typeof breakingChangesSchema>[number];

/** The file's changes, checked; a mistake names the file (`shown`, from the project root) and the key. */
export const readBreakingChanges = (file: string, shown: string): BreakingChange[] =>
  readVersionFile(file, shown, breakingChangesSchema);
