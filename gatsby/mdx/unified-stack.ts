/**
 * The unified packages every Markdown step uses: guides (through gatsby-plugin-mdx), doc comments
 * (mdx/markdown.ts) and the Markdown copies of every page (page-markdown/mdast.ts).
 * They ship ES modules only while Gatsby compiles this code to CommonJS; Node 20.19+ can require
 * ES modules, which keeps remark plugins synchronous as remark needs.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- ESM-only packages, loaded synchronously */
type Loaded<T> = T | { default: T };
const load = <T>(name: string): T => {
  const loaded = require(name) as Loaded<T>;
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : (loaded as T);
};

export const { unified } = require('unified') as typeof import('unified');
export const remarkParse = load<typeof import('remark-parse').default>('remark-parse');
export const remarkGfm = load<typeof import('remark-gfm').default>('remark-gfm');
const remarkMdx = load<typeof import('remark-mdx').default>('remark-mdx');
export const remarkRehype = load<typeof import('remark-rehype').default>('remark-rehype');
export const { toHtml } = require('hast-util-to-html') as typeof import('hast-util-to-html');
export const { toMarkdown } = require('mdast-util-to-markdown') as typeof import('mdast-util-to-markdown');
export const { gfmToMarkdown } = require('mdast-util-gfm') as typeof import('mdast-util-gfm');
export const { visit, SKIP } = require('unist-util-visit') as typeof import('unist-util-visit');

/** Markdown (a doc comment, a written copy) as a tree, with GitHub's extensions. */
export const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** A guide's MDX source as a Markdown tree with its JSX and expressions (llms copies, the develop search index). */
export const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
