import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from './site-config';

const DATA_DIR = path.resolve(__dirname, '..', 'content', 'data');

function readJson<T>(file: string): T {
  const full = path.join(DATA_DIR, file);
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (error) {
    throw new Error(`content/data/${file}: ${(error as Error).message}`);
  }
}

interface ShowcaseEntry {
  name: string;
  color: string;
  android?: string;
  ios?: string;
  github?: string;
}

/** The site config and the data files under content/data become typed nodes. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const { createNode } = actions;
  createNode({
    id: createNodeId('site-config'),
    config: siteConfig,
    internal: { type: 'SiteConfig', contentDigest: createContentDigest(siteConfig) },
  });

  readJson<ShowcaseEntry[]>('showcase.json').forEach((app, order) => {
    if (!app.name || !app.color) throw new Error(`content/data/showcase.json: entry ${order} needs a name and a color.`);
    createNode({
      ...app,
      order,
      id: createNodeId(`showcase-${app.name}`),
      internal: { type: 'ShowcaseApp', contentDigest: createContentDigest(app) },
    });
  });
};
