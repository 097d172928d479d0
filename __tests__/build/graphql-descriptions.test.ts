import fs from 'fs';
import path from 'path';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, parse, type GraphQLNamedType } from 'graphql';
import { createSchemaCustomization as customizeSiteSchema } from '../../gatsby/schema/schema';
import { createResolvers as addSiteResolvers } from '../../gatsby/schema/resolvers';
import { SCHEMA_FILE } from '../../gatsby/schema/schema-file';
import { createSchemaCustomization as customizeDocsSchema } from '../../plugins/gatsby-source-component-docs/gatsby-node';

// What GraphiQL and an editor's GraphQL tools show: the schema this build wrote, each field the
// site's own code declares with its description.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../..', SCHEMA_FILE), 'utf8'));

/** Every type the site's code declares (its own, or one it adds fields to) and the fields it declares there. */
function declaredFields(): Map<string, Set<string>> {
  const declared = new Map<string, Set<string>>();
  const add = (type: string, fields: Iterable<string>) =>
    declared.set(type, new Set([...(declared.get(type) ?? []), ...fields]));
  const createTypes = (definitions: unknown) => {
    for (const definition of [definitions].flat()) {
      if (typeof definition === 'string') {
        for (const node of parse(definition).definitions)
          if ('name' in node && node.name && 'fields' in node)
            add(
              node.name.value,
              (node.fields ?? []).map((field) => field.name.value),
            );
      } else {
        const { config } = definition as { config: { name: string; fields?: object } };
        add(config.name, Object.keys(config.fields ?? {}));
      }
    }
  };
  const args = {
    actions: { createTypes },
    schema: { buildObjectType: (config: object) => ({ kind: 'OBJECT', config }) },
    createResolvers: (resolvers: Record<string, object>) => {
      for (const [type, fields] of Object.entries(resolvers)) add(type, Object.keys(fields));
    },
  };
  const call = (api: unknown) => (api as (args: unknown) => unknown)(args);
  call(customizeSiteSchema);
  call(customizeDocsSchema);
  call(addSiteResolvers);
  return declared;
}

const fieldsOf = (type: GraphQLNamedType) =>
  isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};

describe('GraphiQL', () => {
  const declared = declaredFields();

  it("finds every type the site declares in the schema the build wrote, ComponentDoc's among them", () => {
    expect([...declared.keys()]).toEqual(expect.arrayContaining(['ComponentDoc', 'SiteConfig', 'MdxFrontmatter']));
    expect([...declared.keys()].filter((name) => !schema.getType(name))).toEqual([]);
  });

  it('describes every field the site declares', () => {
    const undescribed = [...declared].flatMap(([name, fields]) => {
      const inSchema = fieldsOf(schema.getType(name)!);
      return [...fields].filter((field) => !inSchema[field]?.description).map((field) => `${name}.${field}`);
    });
    expect(undescribed).toEqual([]);
  });
});
