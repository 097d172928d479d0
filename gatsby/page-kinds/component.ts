import { versionNamed } from '../../src/shared/doc-versions';
import { componentContent } from '../page-markdown/component-markdown';
import { firstSentence } from '../page-markdown/markdown-text';
import { metaOf } from './doc-fields';
import type { PageKind } from './entry';

/**
 * A component page: a ComponentDoc node of a version's library (plugins/gatsby-source-component-docs/),
 * among its version's docs in its pages map's order, in its family's category.
 */
export const component: PageKind = {
  name: 'component page',
  component: 'src/templates/component-doc.tsx',
  pages: ({ versions, components }) =>
    components.map((node) => ({
      owner: `the component page of ${node.sourcePath} (${node.docId})`,
      path: node.path,
      doc: node,
      context: { id: node.id, editUrl: versionNamed(versions, node.version).componentEditUrl + node.sourcePath },
    })),
  docs: {
    group: 2,
    list: ({ components }) =>
      components.map((node) => ({ ...metaOf(node, node.title), category: node.family, order: node.order })),
  },
  listing: 'sidebars',
  markdown: (data) =>
    data.allComponentDoc.nodes.map((node) => ({
      doc: node,
      title: node.title,
      summary: firstSentence(node.description),
      content: (context) => componentContent(node, context),
    })),
  search: { area: 'Components' },
  sitemap: true,
};
