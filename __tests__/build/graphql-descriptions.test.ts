import fs from 'fs';
import path from 'path';

// What GraphiQL shows an editor: the query types Gatsby wrote from the schema on this build
// (graphqlTypegen), each field's description as its doc comment.
const TYPES_FILE = path.resolve(__dirname, '../../src/gatsby-types.d.ts');

/** The site's own types: the component docs plugin's, and those gatsby/schema/ declares. */
const OWN_TYPES = [
  'ComponentDoc',
  'ComponentBadge',
  'ComponentExtends',
  'ComponentProp',
  'TypeToken',
  'TypeLink',
  'InheritedPropGroup',
  'InheritedProp',
  'TypeDefinition',
  'ComponentThemeColors',
  'ThemeColorRow',
  'ThemeColorSwatch',
  'ComponentLinkList',
  'ComponentLink',
  'ComponentScreenshotVariants',
  'ComponentExtendedExample',
  'ExtendedExampleTab',
  'ExampleFile',
  'ComponentScreenshot',
  'ScreenshotImage',
  'SharedInheritedPropGroup',
  'ExtendsLink',
  'ShowcaseApp',
  'SiteConfig',
];
/** Fields every node has, which Gatsby describes itself. */
const NODE_FIELDS = new Set(['children', 'id', 'internal', 'parent']);

/** The fields of `type Name = …{ … }` with no doc comment above them. */
function undescribedFields(source: string, name: string): string[] {
  const body = new RegExp(`^type ${name} = (?:Node & )?\\{\\n([\\s\\S]*?)\\n\\};`, 'm').exec(source)?.[1];
  if (body === undefined) throw new Error(`${name} is not in ${TYPES_FILE}`);
  const lines = body.split('\n');
  return lines
    .map((line, index) => ({
      field: /^\s+readonly (\w+):/.exec(line)?.[1],
      described: lines[index - 1]?.trim().endsWith('*/'),
    }))
    .filter(({ field, described }) => field && !NODE_FIELDS.has(field) && !described)
    .map(({ field }) => `${name}.${field}`);
}

describe('GraphiQL', () => {
  it("describes every field of the site's own types", () => {
    const source = fs.readFileSync(TYPES_FILE, 'utf8');
    expect(OWN_TYPES.flatMap((name) => undescribedFields(source, name))).toEqual([]);
  });
});
