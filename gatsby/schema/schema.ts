import type { GatsbyNode } from 'gatsby';
import { resolveSidebars } from '../config/sidebars';
import { resolveNavbar } from '../config/navbar';
import { collectDocs, type ComponentDocNodeLike, type GuideNodeLike } from '../pages/docs-registry';
import { siteConfig } from '../config/site-config';

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

async function loadSidebars(nodeModel: NodeModel) {
  const guides = [...(await nodeModel.findAll({ type: 'Mdx' })).entries] as GuideNodeLike[];
  const components = [...(await nodeModel.findAll({ type: 'ComponentDoc' })).entries] as (ComponentDocNodeLike & {
    order: number;
  })[];
  components.sort((a, b) => a.order - b.order);
  return resolveSidebars(siteConfig(), collectDocs(guides, components));
}

/** Explicit node types, so GraphiQL shows real fields and nothing is inferred. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      order: Int!
      description: String
    }
    type MdxFields {
      slug: String!
      relativePath: String!
    }
    type ComponentThemeColors implements Node @dontInfer {
      component: String!
      labelColumns: [String!]!
      roles: [String!]!
      rows: [ThemeColorRow!]!
    }
    type ThemeColorRow {
      labels: [String!]!
      values: [String]!
    }
    "A colour role's value in the library's MD3 light and dark themes, as hex"
    type ThemeColorSwatch {
      light: String!
      dark: String!
    }
    type ComponentLinkList implements Node @dontInfer {
      component: String!
      "moreExamples or knownIssues"
      kind: String!
      links: [ComponentLink!]!
    }
    type ComponentLink {
      title: String!
      url: String!
    }
    type ComponentScreenshotVariants implements Node @dontInfer {
      component: String!
      "Variant names; empty for a single screenshot"
      variants: [String!]!
    }
    type ComponentExtendedExample implements Node @dontInfer {
      component: String!
      order: Int!
      title: String!
      description: String
      tabs: [ExtendedExampleTab!]!
    }
    type ExtendedExampleTab {
      label: String!
      "The example's file, relative to content/examples"
      file: String!
    }
    "A file under content/examples, which extended examples show by its relative path"
    type ExampleFile implements Node @dontInfer {
      relativePath: String!
      code: String!
    }
    type ComponentScreenshot {
      variant: String!
      light: ScreenshotImage!
      dark: ScreenshotImage!
    }
    type ScreenshotImage {
      "Site path of the image, without the base path"
      src: String!
      width: Int!
      height: Int!
    }
    "A group of inherited props that several component pages share, by its key"
    type SharedInheritedPropGroup {
      key: String!
      group: InheritedPropGroup!
    }
    type ExtendsLink {
      "A site path without the base path, or a URL"
      to: String!
      label: String!
      "The link leaves this site (React Native's documentation)"
      external: Boolean!
    }
    type ShowcaseApp implements Node @dontInfer {
      name: String!
      color: String!
      order: Int!
      android: String
      ios: String
      github: String
    }
  `);
  actions.createTypes(
    schema.buildObjectType({
      name: 'SiteConfig',
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: {
        config: { type: 'JSON!', description: 'site.config.ts as validated at build time' },
        sidebars: {
          type: 'JSON!',
          description: 'Every sidebar resolved against the docs that exist',
          resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => loadSidebars(context.nodeModel),
        },
        navbar: {
          type: 'JSON!',
          description: 'Navbar items resolved to plain links and dropdowns',
          resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            resolveNavbar(siteConfig(), await loadSidebars(context.nodeModel)),
        },
      },
    }),
  );
};
