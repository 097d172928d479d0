import type { DocMeta } from '../../src/shared/navigation';
import { docPath, versionedDocId } from '../../src/shared/routes';
import type { DocVersion } from '../../src/shared/doc-versions';

/** What every doc carries: its key (unique across versions), its version's name, its id within the version and its route. */
export interface DocFields {
  docId: string;
  version: string;
  localId: string;
  path: string;
}

/** A doc of a version by its id within it: its key and route come from the version's record (its route prefix). */
export const docOf = (version: Pick<DocVersion, 'name' | 'prefix'>, localId: string): DocFields => ({
  docId: versionedDocId(version.prefix, localId),
  version: version.name,
  localId,
  path: docPath(version.prefix, localId),
});

/** A doc as the sidebars and the navbar refer to it. */
export const metaOf = ({ docId, version, localId, path }: DocFields, title: string): DocMeta => ({
  id: docId,
  version,
  localId,
  path,
  title,
});
