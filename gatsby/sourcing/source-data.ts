import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../config/site-config';

/** The validated site config as a node, so pages and resolvers query it. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const config = siteConfig();
  actions.createNode({
    id: createNodeId('site-config'),
    config,
    internal: { type: 'SiteConfig', contentDigest: createContentDigest(config) },
  });
};
