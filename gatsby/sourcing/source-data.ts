import type { GatsbyNode } from 'gatsby';
import { readDataFile } from './read-data';
import { sourceComponentData } from './source-component-data';
import { siteConfig } from '../config/site-config';

interface ShowcaseEntry {
  name: string;
  color: string;
  android?: string;
  ios?: string;
  github?: string;
}

/** The site config and the data files under content/data become typed nodes. */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  const { actions, createNodeId, createContentDigest } = args;
  const { createNode } = actions;
  sourceComponentData(args);
  const config = siteConfig();
  createNode({
    id: createNodeId('site-config'),
    config,
    internal: { type: 'SiteConfig', contentDigest: createContentDigest(config) },
  });

  readDataFile<ShowcaseEntry[]>('showcase.json').forEach((app, order) => {
    if (!app.name || !app.color) throw new Error(`content/data/showcase.json: entry ${order} needs a name and a color.`);
    createNode({
      ...app,
      order,
      id: createNodeId(`showcase-${app.name}`),
      internal: { type: 'ShowcaseApp', contentDigest: createContentDigest(app) },
    });
  });
};
