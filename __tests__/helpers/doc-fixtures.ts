import { docOf } from '../../gatsby/pages/docs-registry';
import type { DocVersion } from '../../src/shared/doc-versions';

/** A guide node of a fixture version, as the docs registry reads it: its doc fields come from the version's record. */
export const fixtureGuide = (version: DocVersion, localId: string, title: string, order: number) => ({
  fields: docOf(version, localId),
  frontmatter: { title, order },
});

/** A component page node of a fixture version, as the docs registry reads it. */
export const fixtureComponent = (version: DocVersion, localId: string, title: string, family = title) => ({
  ...docOf(version, localId),
  title,
  family,
});
