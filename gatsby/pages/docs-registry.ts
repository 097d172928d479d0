import type { DocMeta } from '../../src/shared/navigation';
import { docPath } from '../../src/shared/routes';
import { API_CHANGES_ID, SHOWCASE_DOC_ID, versionedDocId } from '../../src/shared/routes';
import { apiChangesTitle } from '../../src/shared/pages/api-changes-page';
import { comparedVersions, type VersionRecord } from '../schema/version-comparison';

export interface GuideNodeLike {
  fields: { docId: string };
  frontmatter: { title: string; order: number };
}

export interface ComponentDocNodeLike {
  docId: string;
  title: string;
  family: string;
}

/**
 * Every doc page of the site in reading order: guides by their `order`, the
 * showcase, then component pages in the order of the pages map.
 */
export function collectDocs(guides: GuideNodeLike[], components: ComponentDocNodeLike[]): DocMeta[] {
  const sortedGuides = [...guides].sort((a, b) => a.frontmatter.order - b.frontmatter.order);
  return [
    ...sortedGuides.map((guide) => ({
      id: guide.fields.docId,
      path: docPath(guide.fields.docId),
      title: guide.frontmatter.title,
    })),
    { id: SHOWCASE_DOC_ID, path: docPath(SHOWCASE_DOC_ID), title: 'Showcase' },
    ...components.map((component) => ({
      id: component.docId,
      path: docPath(component.docId),
      title: component.title,
      category: component.family,
    })),
  ];
}

/** Each compared version's API changes page, a generated guide placed right after its migration guide. */
export function apiChangesGuides(versions: readonly VersionRecord[], guides: GuideNodeLike[]): GuideNodeLike[] {
  return comparedVersions(versions).flatMap(({ version, previous }) => {
    const migration = guides.find(
      (guide) => guide.fields.docId === versionedDocId(version.prefix, version.migration!.guide),
    );
    if (!migration) return [];
    return [
      {
        fields: { docId: versionedDocId(version.prefix, API_CHANGES_ID) },
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
  versions: readonly VersionRecord[],
  guides: GuideNodeLike[],
  components: (ComponentDocNodeLike & { order: number })[],
): DocMeta[] =>
  collectDocs(
    [...guides, ...apiChangesGuides(versions, guides)],
    [...components].sort((a, b) => a.order - b.order),
  );
