import type { GatsbyNode } from 'gatsby';
import { highlightToHtml, renderMarkdown } from './markdown';

interface ComponentDocSource {
  description: string;
  usage: string | null;
}

/** HTML made at build time from the markdown and code in component doc comments. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    ComponentDoc: {
      descriptionHtml: { type: 'String!', resolve: (source: ComponentDocSource) => renderMarkdown(source.description) },
      usageHtml: {
        type: 'String',
        resolve: (source: ComponentDocSource) => (source.usage ? highlightToHtml(source.usage, 'tsx') : null),
      },
    },
    ComponentProp: {
      descriptionHtml: { type: 'String!', resolve: (source: { description: string }) => renderMarkdown(source.description) },
    },
  });
};
