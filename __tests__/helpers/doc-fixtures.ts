import { docOf } from '../../gatsby/page-kinds/doc-fields';
import { docsOf } from '../../gatsby/page-kinds/docs-registry';
import type { DocSource } from '../../gatsby/page-kinds/entry';
import type { DocVersion } from '../../src/shared/doc-versions';

/** A guide node of a fixture version, as the docs' reading order reads it: its doc fields come from the version's record. */
export const fixtureGuide = (version: DocVersion, localId: string, title: string, order: number) => ({
  fields: docOf(version, localId),
  frontmatter: { title, order },
});

/** A component page node of a fixture version, as the docs' reading order reads it (`order`: its place in the pages map). */
export const fixtureComponent = (version: DocVersion, localId: string, title: string, family = title, order = 0) => ({
  ...docOf(version, localId),
  title,
  family,
  order,
});

/** The docs of these versions' guide and component nodes, in reading order (`docsOf`). */
export const collectDocs = (
  versions: DocSource['versions'],
  guides: DocSource['guides'],
  components: DocSource['components'],
) => docsOf({ versions, guides, components });
