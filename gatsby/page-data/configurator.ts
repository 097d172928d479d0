import { z } from 'zod';
import { entry, keyedByComponent, text } from './schema-parts';
import { configuratorOf, type ConfiguratorEntry } from './configurator-model';
import { starterFields } from '../../src/shared/configurator/starter-fields';
import { byComponent, pageData } from './entry';

/**
 * configurator.json: where a page's configurator starts (prop values, props as code, the parent it is
 * shown inside), or why the page has none. Its titles and values are checked together
 * (configurator-starts.ts).
 */
export const configurator = pageData({
  schema: keyedByComponent(
    entry({
      props: z
        .record(
          text(),
          z.custom<string | number | boolean>((value) => ['string', 'number', 'boolean'].includes(typeof value), {
            error: 'expected text, a number, true or false.',
          }),
          { error: 'expected an object of prop names and values.' },
        )
        .optional(),
      code: z.record(text(), text(), { error: 'expected an object of prop names and code.' }).optional(),
      inside: z
        .string()
        .regex(/^<[A-Z][\w.]*(\s[^>]*)?>$/, { error: 'expected an opening tag such as "<Appbar>".' })
        .optional(),
      without: text().optional(),
    }),
  ),
  nodeType: 'ComponentConfiguratorEntry',
  typeDefs: `
    type ComponentConfiguratorEntry implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Values the configurator's controls start at, by prop"
      props: JSON
      "Props given as code (an expression, or JSX for children), by prop"
      code: JSON
      "The opening tag of the parent the component is shown inside"
      inside: String
      "Why the component has no configurator"
      without: String
    }
    type ComponentConfigurator {
      "Why the page has no configurator: the data file's reason, or a required prop that would start without a value; null when it has one"
      without: String
      "Where the configurator starts; null when the page has none"
      starter: ConfiguratorStarter
    }
    type ConfiguratorStarter {
      "Values the controls start at instead of the props' defaults"
      values: [ConfiguratorStartValue!]!
      "Props given as code: an expression, or JSX for children"
      code: [ConfiguratorPropCode!]!
      "The opening tag of the parent the component is shown inside (<Appbar>)"
      inside: String
    }
    type ConfiguratorStartValue {
      "The prop's name"
      prop: String!
      "The value when it is text"
      text: String
      "The value when it is a number"
      number: Float
      "The value when it is true or false"
      flag: Boolean
    }
    type ConfiguratorPropCode {
      "The prop's name"
      prop: String!
      "The prop's value as code"
      code: String!
    }
  `,
  nodes: (entries) => Object.entries(entries).map(([component, start]) => [component, { component, ...start }]),
  field: {
    name: 'configurator',
    type: 'ComponentConfigurator!',
    description: "The configurator's starting point, from the version's configurator.json, or why the page has none",
    resolve: async (source, _, { nodeModel }) => {
      const found = configuratorOf(
        source,
        (await nodeModel.findOne({
          type: 'ComponentConfiguratorEntry',
          query: byComponent(source),
        })) as ConfiguratorEntry | null,
      );
      return 'starter' in found
        ? { without: null, starter: starterFields(found.starter) }
        : { without: found.without, starter: null };
    },
  },
  facts: 'configurator { without }',
  checkTitles: false,
});
