import { z } from 'zod';
import { entry, exampleFile, keyedByComponent, text } from './schema-parts';
import { missingExampleFiles } from './example-files';
import { highlightToHtml } from '../mdx/highlighter';
import { compiledOrNull, exampleFileCode, type ExampleRef } from './example-code';
import { byComponent, pageData, type Context, type NodeFields } from './entry';

/** The code of an extended example's tab, from its file in its version's examples folder. */
const tabCode = (tab: ExampleRef, context: Context) => exampleFileCode(tab, context, 'extended-examples.json: a tab');

/** extended-examples.json: longer examples a page shows after its usage, one tab per file. */
export const extendedExamples = pageData({
  schema: keyedByComponent(
    z.array(
      entry({
        title: text(),
        description: text(),
        tabs: z
          .array(entry({ label: text(), file: exampleFile() }), { error: 'expected a list of tabs.' })
          .min(1, { error: 'expected at least one tab.' }),
      }),
      { error: 'expected a list of examples.' },
    ),
  ),
  nodeType: 'ComponentExtendedExample',
  typeDefs: `
    type ComponentExtendedExample implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Position among the component's extended examples"
      order: Int!
      "The example's heading"
      title: String!
      "What the example shows, one or two sentences"
      description: String
      "One tab per file, in order"
      tabs: [ExtendedExampleTab!]!
    }
    type ExtendedExampleTab {
      "The tab's label"
      label: String!
      "The example's file, relative to its version's examples folder (content/6.x/examples)"
      file: String!
      "The docs version whose examples folder has the file"
      version: String!
    }
  `,
  // Each tab carries the version too: its file is in that version's examples folder.
  nodes: (examples, version) =>
    Object.entries(examples).flatMap(([component, list]) =>
      list.map((example, order): [string, NodeFields] => [
        `${component}-${order}`,
        { component, order, ...example, tabs: example.tabs.map((tab) => ({ ...tab, version })) },
      ]),
    ),
  check: (examples, where, version) =>
    missingExampleFiles(
      Object.entries(examples).flatMap(([component, list]) =>
        list.flatMap((example, index) =>
          example.tabs.map((tab, tabIndex): [string, string] => [
            `${component}[${index}].tabs[${tabIndex}].file`,
            tab.file,
          ]),
        ),
      ),
      where,
      version,
    ),
  field: {
    name: 'extendedExamples',
    type: '[ComponentExtendedExample!]!',
    description: "Longer examples from the version's extended-examples.json, in order",
    resolve: async (source, _, { nodeModel }) => {
      const { entries } = await nodeModel.findAll({
        type: 'ComponentExtendedExample',
        query: { ...byComponent(source), sort: { order: 'ASC' } },
      });
      return [...entries];
    },
  },
  typeResolvers: {
    ExtendedExampleTab: {
      code: {
        type: 'String!',
        description: "The tab's file's code",
        resolve: (tab: ExampleRef, _: unknown, context: Context) => tabCode(tab, context),
      },
      codeHtml: {
        type: 'String!',
        description: 'The code, highlighted',
        resolve: async (tab: ExampleRef, _: unknown, context: Context) =>
          highlightToHtml(await tabCode(tab, context), 'tsx'),
      },
      compiled: {
        type: 'String',
        description: 'The code compiled for the live preview; null when the compiler rejects it',
        resolve: async (tab: ExampleRef, _: unknown, context: Context) => compiledOrNull(await tabCode(tab, context)),
      },
    },
  },
  facts: 'extendedExamples { title description }',
  checkTitles: true,
});
