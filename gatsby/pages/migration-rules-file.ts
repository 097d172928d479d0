import type { CreatePagesArgs } from 'gatsby';
import { migrationRules } from '../../src/shared/migration/rules';
import { comparisonRules } from '../../src/shared/migration/comparison-rules';
import { comparedVersions } from '../config/compared-versions';
import { builtRulesFile, type BuiltRules } from '../config/migration-rules';
import { docVersions } from '../config/site-config';
import { writeIfChanged } from '../shared/write-if-changed';

/**
 * Each compared version's migration rules, written where the site publishes them
 * (`public/6.x/migration-rules.json`): the breaking changes file's names, with the guide's sections,
 * joined with every other name the comparison of both versions' sources finds removed or renamed.
 * The migration check's page (gatsby/webpack.ts) and its command line read them; links are doc targets.
 */
export async function writeMigrationRules({ graphql }: Pick<CreatePagesArgs, 'graphql'>): Promise<void> {
  const result = await graphql<Queries.MigrationRulesQuery>(`
    query MigrationRules {
      libraryChanges {
        version
        exports {
          kind
          name
          renamedTo
          section
        }
        themeRoles {
          kind
          name
          renamedTo
          section
        }
      }
      allComponentDoc {
        nodes {
          version
          title
          changesFromPrevious {
            fromTitle
            props {
              kind
              name
              renamedTo
              section
            }
          }
          inNextVersion {
            version
            path
          }
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`The migration rules could not be read: ${(result.errors ?? []).join('\n')}`);
  const { libraryChanges, allComponentDoc } = result.data;
  for (const { version, previous } of comparedVersions(docVersions())) {
    const { migration } = version;
    const library = libraryChanges.find((changes) => changes.version === version.name);
    if (!migration?.changesFile || !library) continue;
    const handWritten = migrationRules(migration.changes, migration.guide, (target) => target);
    const rules = comparisonRules(
      {
        exports: library.exports,
        themeRoles: library.themeRoles,
        newer: allComponentDoc.nodes.filter((doc) => doc.version === version.name),
        older: allComponentDoc.nodes.filter((doc) => doc.version === previous.name),
      },
      handWritten,
    );
    const built: BuiltRules = { version: version.name, from: previous.name, rules };
    writeIfChanged(builtRulesFile(version), `${JSON.stringify(built, null, 1)}\n`);
  }
}
