import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { componentProblems, frontMatterProblems } from './guide-checks';

/** `content/guides/02-theming.mdx` -> `theming` */
export function guideSlugFromFile(filePath: string): string {
  return path.basename(filePath, path.extname(filePath)).replace(/^\d+-/, '');
}

interface MdxNode {
  id: string;
  internal: { type: string; contentFilePath?: string };
  frontmatter?: Record<string, unknown>;
}

/**
 * Gives each guide its slug. A guide with broken front matter, a component guides do not have or
 * an unknown admonition type stops the build here, as soon as its node exists, with every problem
 * of the file in one message (`file: …` or `file:line: …`).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, reporter }) => {
  const mdx = node as unknown as MdxNode;
  if (mdx.internal.type !== 'Mdx' || !mdx.internal.contentFilePath) return;
  const file = mdx.internal.contentFilePath;
  const relativePath = path.relative(process.cwd(), file);
  const problems = [
    ...frontMatterProblems(mdx.frontmatter ?? {}).map((problem) => `${relativePath}: ${problem}`),
    ...componentProblems(fs.readFileSync(file, 'utf8')).map(({ line, problem }) => `${relativePath}:${line}: ${problem}`),
  ];
  if (problems.length > 0) reporter.panicOnBuild(problems.join('\n'));
  actions.createNodeField({ node, name: 'slug', value: guideSlugFromFile(file) });
  actions.createNodeField({ node, name: 'relativePath', value: relativePath });
};
