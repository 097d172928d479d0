import fs from 'fs';
import path from 'path';
import type { SourceNodesArgs } from 'gatsby';
import { CONTENT_DIR, readDataFile as readJson } from './read-data';
import { toThemeColorTable } from '../schema/theme-color-table';


type LinkMap = Record<string, Record<string, string>>;

interface ExtendedExample {
  title: string;
  description: string;
  tabs: { label: string; file: string }[];
}

/**
 * The extra sections of component pages (theme colours, more examples, known
 * issues, screenshot variants, extended examples) as nodes keyed by the
 * component's title, so pages get them through GraphQL.
 */
export function sourceComponentData({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const create = (type: string, key: string, data: object) =>
    actions.createNode({ ...data, id: createNodeId(`${type}-${key}`), internal: { type, contentDigest: createContentDigest(data) } });

  for (const [component, map] of Object.entries(readJson<Record<string, never>>('theme-colors.json'))) {
    create('ComponentThemeColors', component, toThemeColorTable(component, map));
  }
  for (const [kind, file] of [['moreExamples', 'more-examples.json'], ['knownIssues', 'known-issues.json']] as const) {
    for (const [component, links] of Object.entries(readJson<LinkMap>(file))) {
      create('ComponentLinkList', `${kind}-${component}`, {
        component,
        kind,
        links: Object.entries(links).map(([title, url]) => ({ title, url })),
      });
    }
  }
  for (const [component, variants] of Object.entries(readJson<Record<string, string[]>>('screenshot-variants.json'))) {
    create('ComponentScreenshotVariants', component, { component, variants });
  }
  for (const [component, examples] of Object.entries(readJson<Record<string, ExtendedExample[]>>('extended-examples.json'))) {
    examples.forEach((example, index) => {
      const tabs = example.tabs.map((tab) => {
        const file = path.join(CONTENT_DIR, 'examples', tab.file);
        if (!fs.existsSync(file)) throw new Error(`content/data/extended-examples.json: ${component} names a missing file content/examples/${tab.file}`);
        return { label: tab.label, code: fs.readFileSync(file, 'utf8').trimEnd() };
      });
      create('ComponentExtendedExample', `${component}-${index}`, { component, order: index, title: example.title, description: example.description, tabs });
    });
  }
}
