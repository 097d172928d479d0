import type { DocMeta } from '../../src/shared/navigation';
import { docPath } from '../../src/shared/routes';
import { SHOWCASE_DOC_ID } from '../../src/shared/routes';

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

/** Every doc from the nodes as Gatsby holds them (in no order): component pages in their pages map's `order`. */
export const docsOfNodes = (
  guides: GuideNodeLike[],
  components: (ComponentDocNodeLike & { order: number })[],
): DocMeta[] =>
  collectDocs(
    guides,
    [...components].sort((a, b) => a.order - b.order),
  );
