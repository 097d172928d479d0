import type { DocMeta } from '../../src/shared/navigation';
import { docPath } from '../../src/shared/routes';
import { API_CHANGES_ID, SHOWCASE_DOC_ID, versionedDocId } from '../../src/shared/routes';
import { lastVersionOf, type DocVersion } from '../../src/shared/doc-versions';
import { apiChangesTitle } from '../../src/shared/pages/api-changes-page';
import { comparedVersions, type VersionRecord } from '../schema/version-comparison';

/** The doc fields every doc node carries: its key, its version, its id within the version and its route. */
export interface DocFields {
  docId: string;
  version: string;
  localId: string;
  path: string;
}

export interface GuideNodeLike {
  fields: DocFields;
  frontmatter: { title: string; order: number };
}

export interface ComponentDocNodeLike extends DocFields {
  title: string;
  family: string;
}

const metaOf = ({ docId, version, localId, path }: DocFields, title: string): DocMeta => ({
  id: docId,
  version,
  localId,
  path,
  title,
});

/** A doc of a version by its id within it: its key, its version's name, and its route from the version's prefix. */
export const docOf = (version: Pick<DocVersion, 'name' | 'prefix'>, localId: string): DocFields => ({
  docId: versionedDocId(version.prefix, localId),
  version: version.name,
  localId,
  path: docPath(version.prefix, localId),
});

/**
 * Every doc page of the site in reading order: guides by their `order`, the showcase (a page of the
 * version at /docs/), then component pages in the order of the pages map.
 */
export function collectDocs(
  versions: readonly DocVersion[],
  guides: GuideNodeLike[],
  components: ComponentDocNodeLike[],
): DocMeta[] {
  const sortedGuides = [...guides].sort((a, b) => a.frontmatter.order - b.frontmatter.order);
  return [
    ...sortedGuides.map((guide) => metaOf(guide.fields, guide.frontmatter.title)),
    metaOf(docOf(lastVersionOf(versions), SHOWCASE_DOC_ID), 'Showcase'),
    ...components.map((component) => ({ ...metaOf(component, component.title), category: component.family })),
  ];
}

/** Each compared version's API changes page, a generated guide placed right after its migration guide. */
export function apiChangesGuides(versions: readonly VersionRecord[], guides: GuideNodeLike[]): GuideNodeLike[] {
  return comparedVersions(versions).flatMap(({ version, previous }) => {
    const migration = guides.find(
      (guide) => guide.fields.version === version.name && guide.fields.localId === version.migration!.guide,
    );
    if (!migration) return [];
    return [
      {
        fields: docOf(version, API_CHANGES_ID),
        frontmatter: { title: apiChangesTitle(previous.name), order: migration.frontmatter.order + 0.5 },
      },
    ];
  });
}

/**
 * Every doc from the nodes as Gatsby holds them (in no order), the generated API changes pages among
 * the guides: component pages in their pages map's `order`.
 */
export const docsOfNodes = (
  versions: readonly (VersionRecord & DocVersion)[],
  guides: GuideNodeLike[],
  components: (ComponentDocNodeLike & { order: number })[],
): DocMeta[] =>
  collectDocs(
    versions,
    [...guides, ...apiChangesGuides(versions, guides)],
    [...components].sort((a, b) => a.order - b.order),
  );
