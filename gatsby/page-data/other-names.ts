import { z } from 'zod';
import { keyedByComponent, text } from './schema-parts';
import { byComponent, pageData } from './entry';

/**
 * other-names.json: what else readers call a component, the names of other UI toolkits (toast,
 * dropdown) and the library's own earlier names. A page says them under its description ("Also
 * called …"), so they are its own words for search.
 */
export const otherNames = pageData({
  schema: keyedByComponent(
    z
      .array(text(), { error: 'expected a list of names.' })
      .min(1, { error: 'expected at least one name.' })
      .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
        error: 'has a name twice (in any case); expected each once.',
      }),
  ),
  nodeType: 'ComponentOtherNames',
  typeDefs: `
    type ComponentOtherNames implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Other names readers use for it, in the file's order"
      names: [String!]!
    }
  `,
  nodes: (entries) => Object.entries(entries).map(([component, names]) => [component, { component, names }]),
  field: {
    name: 'otherNames',
    type: '[String!]!',
    description: "What else readers call the component, from the version's other-names.json",
    resolve: async (source, _, { nodeModel }) => {
      const found = (await nodeModel.findOne({ type: 'ComponentOtherNames', query: byComponent(source) })) as {
        names: string[];
      } | null;
      return found?.names ?? [];
    },
  },
  facts: 'otherNames',
  checkTitles: true,
});
