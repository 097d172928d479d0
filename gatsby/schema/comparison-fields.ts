import type { DocVersionSources } from '../config/doc-versions';
import { versionFallbacks } from '../config/version-fallbacks';
import { versionNamed } from '../../src/shared/doc-versions';
import { themeRolesOf } from '../shared/theme-roles';
import { libraryExportsOf } from '../shared/library-exports';
import type { Context } from '../page-data/entry';
import { comparedVersions, versionComparison, type LibraryNames } from './version-comparison';
import type { ComponentDocSource, ComponentReader } from './component-reader';

/** What changed between versions: a component's props from the version before, where it is in the next, and each version's library names. */
export function comparisonFields(versions: readonly DocVersionSources[], { allComponents }: ComponentReader) {
  const comparison = versionComparison(versions, versionFallbacks());
  const libraryNamesOf = (name: string): LibraryNames => {
    const version = versionNamed(versions, name);
    return { exports: libraryExportsOf(version), themeRoles: themeRolesOf(version) };
  };
  return {
    query: {
      libraryChanges: {
        type: '[LibraryChanges!]!',
        description:
          "What changed in each compared version's exports and theme colour roles (the API changes page), or in the one version named",
        args: { version: 'String' },
        resolve: (_source: unknown, args: { version?: string | null }) =>
          comparedVersions(versions)
            .filter(({ version }) => !args.version || version.name === args.version)
            .map(({ version }) => comparison.libraryChanges(version.name, libraryNamesOf)!),
      },
    },
    componentDoc: {
      changesFromPrevious: {
        type: 'ComponentChanges',
        description:
          'How the props changed from the version listed before this one in site.config.ts, for a version with a migration guide; null when there is nothing to compare with',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          comparison.changesFromPrevious(source, await allComponents(context)),
      },
      inNextVersion: {
        type: 'ComponentInNext',
        description:
          'Where the component is in the version listed after this one, when that version is compared with this one; null otherwise',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          comparison.inNextVersion(source, await allComponents(context)),
      },
    },
  };
}
