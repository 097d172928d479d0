import GithubSlugger from 'github-slugger';
import { textOf, walkElements, type HastRoot } from './hast';

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Gives every heading an id made the same way as the `tableOfContents` of
 * gatsby-plugin-mdx (GitHub's slugger), so TOC links and anchors agree.
 */
export default function rehypeHeadingIds() {
  return (tree: HastRoot): void => {
    const slugger = new GithubSlugger();
    walkElements(tree, (element) => {
      if (!HEADINGS.has(element.tagName)) return;
      element.properties = element.properties ?? {};
      if (!element.properties.id) element.properties.id = slugger.slug(textOf(element));
    });
  };
}
