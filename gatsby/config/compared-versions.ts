import type { DocVersionSources } from './doc-versions';

/** What the comparison reads of a version record. */
export type VersionRecord = Pick<DocVersionSources, 'name' | 'prefix' | 'migration'>;

/** The versions compared with the one listed before them: those with a migration guide and a version before. */
export const comparedVersions = <V extends VersionRecord>(versions: readonly V[]) =>
  versions.flatMap((version, index) =>
    version.migration && index > 0 ? [{ version, previous: versions[index - 1] }] : [],
  );
