import path from 'path';
import type { GatsbyNode } from 'gatsby';

/** `content/guides/02-theming.mdx` -> `theming` */
export function guideSlugFromFile(filePath: string): string {
  return path.basename(filePath, path.extname(filePath)).replace(/^\d+-/, '');
}

interface MdxNode {
  id: string;
  internal: { type: string; contentFilePath?: string };
  frontmatter?: { title?: unknown; order?: unknown };
}

/** Gives each guide its slug, and stops the build when its front matter is incomplete. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, reporter }) => {
  const mdx = node as unknown as MdxNode;
  if (mdx.internal.type !== 'Mdx' || !mdx.internal.contentFilePath) return;
  const file = mdx.internal.contentFilePath;
  const { title, order } = mdx.frontmatter ?? {};
  if (typeof title !== 'string' || title.trim() === '') {
    reporter.panicOnBuild(`${path.relative(process.cwd(), file)}: front matter needs a "title".`);
  }
  if (typeof order !== 'number') {
    reporter.panicOnBuild(`${path.relative(process.cwd(), file)}: front matter needs a numeric "order".`);
  }
  actions.createNodeField({ node, name: 'slug', value: guideSlugFromFile(file) });
  actions.createNodeField({ node, name: 'relativePath', value: path.relative(process.cwd(), file) });
};
