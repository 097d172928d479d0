import { versionNamed } from '../../src/shared/doc-versions';
import { guideContent } from '../page-markdown/guide-markdown';
import { metaOf } from './doc-fields';
import type { PageKind } from './entry';

/** A guide: an MDX file of a version's guides folder, among its version's docs by its front matter's `order`. */
export const guide: PageKind = {
  name: 'guide',
  component: 'src/templates/guide.tsx',
  pages: ({ versions, guides }) =>
    guides.map(({ id, fields, internal }) => ({
      owner: fields.relativePath,
      path: fields.path,
      contentFile: internal.contentFilePath,
      doc: fields,
      context: { id, editUrl: versionNamed(versions, fields.version).guideEditUrl + fields.relativePath },
    })),
  docs: {
    group: 0,
    list: ({ guides }) =>
      guides.map(({ fields, frontmatter }) => ({ ...metaOf(fields, frontmatter.title), order: frontmatter.order })),
  },
  listing: 'sidebars',
  markdown: (data) =>
    data.allMdx.nodes.map((node) => ({
      doc: node.fields,
      title: node.frontmatter.title,
      summary: node.frontmatter.description ?? '',
      content: (context) => guideContent(node, context),
    })),
  search: { area: 'Guides' },
  sitemap: true,
};
