import type { GatsbyNode } from 'gatsby';
import { resolveSidebars } from '../config/sidebars';
import { resolveNavbar } from '../config/navbar';
import { versionRecords } from '../config/version-records';
import { versionFallbacks } from '../config/version-fallbacks';
import { docsOf, standaloneDocsOf } from '../page-kinds/docs-registry';
import type { ComponentDocNodeLike, DocSource, GuideNodeLike } from '../page-kinds/entry';
import { docVersions, siteConfig } from '../config/site-config';
import { pageDataTypeDefs } from '../page-data/registry';

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

/** What the docs are made from: the versions, and the guide and component nodes. */
async function docSource(nodeModel: NodeModel): Promise<DocSource> {
  return {
    versions: docVersions(),
    guides: [...(await nodeModel.findAll({ type: 'Mdx' })).entries] as GuideNodeLike[],
    components: [...(await nodeModel.findAll({ type: 'ComponentDoc' })).entries] as ComponentDocNodeLike[],
  };
}

/** Every doc of every version, in reading order. */
const loadDocs = async (nodeModel: NodeModel) => docsOf(await docSource(nodeModel));

/** Explicit node types, so GraphiQL shows real fields and nothing is inferred. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes(pageDataTypeDefs());
  actions.createTypes(`
    type Mdx implements Node {
      "The guide's front matter, checked when its node is made"
      frontmatter: MdxFrontmatter!
      "What the site adds to a guide: its slug, file, docs version and doc id"
      fields: MdxFields!
    }
    type MdxFrontmatter {
      "The guide's title, its h1 and sidebar label"
      title: String!
      "Position among the guides; the file name's number must match it"
      order: Int!
      "One sentence for search engines and llms.txt"
      description: String
    }
    type MdxFields {
      "The guide's path below /docs/guides/, from its file name"
      slug: String!
      "The guide's file relative to the project root"
      relativePath: String!
      "The docs version: 5.x, 6.x"
      version: String!
      "The guide's key, unique across versions: guides/theming, or 6.x/guides/theming in a version not served at /docs/; never taken apart (read version and localId)"
      docId: String!
      "The guide's id within its version, as site.config.ts names docs: guides/theming"
      localId: String!
      "The guide's route: /docs/guides/theming/, /6.x/docs/guides/theming/"
      path: String!
    }
    "A file in a version's examples folder (content/6.x/examples), which page data names by its relative path"
    type ExampleFile implements Node @dontInfer {
      "The docs version whose examples folder it is in"
      version: String!
      "The file's path relative to that folder"
      relativePath: String!
      "The file's text, without trailing blank lines"
      code: String!
    }
    "A group of inherited props that several component pages share, by its key"
    type SharedInheritedPropGroup {
      "A digest of the group's content, which pages name in inheritedPropGroupKeys"
      key: String!
      "The group itself"
      group: InheritedPropGroup!
    }
    type ExtendsLink {
      "A site path without the base path, or a URL"
      to: String!
      "The link's text"
      label: String!
      "The link leaves this site (React Native's documentation)"
      external: Boolean!
    }
    "How a component's props changed from the docs version before this one, compared from both versions' sources"
    type ComponentChanges {
      "The older version compared with (5.x)"
      from: String!
      "The component's page in that version, its route; null when that version has no such component"
      fromPath: String
      "The component's name in that version (FAB.Group for FAB.Menu); null when it has none"
      fromTitle: String
      "This version's migration guide, its route; null when it has none"
      guidePath: String
      "This version's API changes page, its route"
      apiChangesPath: String!
      "Each change: removals and renames first, then changed props, then new ones"
      props: [ComponentPropChange!]!
    }
    "What changed in a version's library exports and theme colour roles from the version listed before it"
    type LibraryChanges {
      "The version's API changes page, its key (6.x/guides/api-changes)"
      docId: String!
      "The version's API changes page, its route (/6.x/docs/guides/api-changes/)"
      path: String!
      "The newer version (6.x)"
      version: String!
      "The older version (5.x)"
      from: String!
      "The newer version's migration guide, its route"
      guidePath: String!
      "Names the library's entry exports: removed and renamed in the older version's order, then new ones"
      exports: [LibraryNameChange!]!
      "The theme's colour roles (elevation.level1 for a nested one), in the same order"
      themeRoles: [LibraryNameChange!]!
    }
    type LibraryNameChange {
      "removed, renamed or added"
      kind: String!
      "The older name (the newer one's when added)"
      name: String!
      "The name a renamed one is now"
      renamedTo: String
      "What the breaking changes file says replaces a removed name: a name, or the route of a page of the newer version with its #heading"
      replacement: String
      "The migration guide's heading id about this change, where the breaking changes file names it"
      section: String
    }
    "Where a component is in the version listed after its own"
    type ComponentInNext {
      "That version's name (6.x)"
      version: String!
      "The component's page there, its route; null when it has none"
      path: String
      "The component's name there (FAB.Menu for FAB.Group); null when it has none"
      title: String
      "Whether its props changed there"
      changed: Boolean!
      "Where that version's fallbacks send a reader when it has no page, a route with its #heading"
      movedTo: String
      "What that version's breaking changes file says replaces the component when it has no page, as a name (TextInput supportingText); null when it names none"
      replacement: String
    }
    type ComponentPropChange {
      "removed, renamed, added, type, default or required"
      kind: String!
      "The prop's name in the older version (the newer one's when added)"
      name: String!
      "The older type, default or required/optional; null where there is none"
      before: String
      "The newer type, default or required/optional; null where there is none"
      after: String
      "The prop a renamed one is now"
      renamedTo: String
      "What the breaking changes file says replaces a removed prop: a name, or the route of a page of this version with its #heading"
      replacement: String
      "The migration guide's heading id about this change, where the breaking changes file names the prop"
      section: String
      "For a new prop, the older name the breaking changes file says it replaces (HelperText for TextInput supportingText)"
      replaces: String
    }
    type ShowcaseApp implements Node @dontInfer {
      "The app's name"
      name: String!
      "The app's brand colour, behind its screenshot (or its initial when it has none)"
      color: String!
      "A screenshot of the app, from content/showcase/"
      screenshot: File @link(by: "relativePath", from: "screenshot")
      "Position in content/data/showcase.json"
      order: Int!
      "Google Play address"
      android: String
      "App Store address"
      ios: String
      "Source code address"
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
          description: 'Every sidebar of every version resolved against its docs, by id: its version, title and items',
          resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            resolveSidebars(siteConfig(), docVersions(), await loadDocs(context.nodeModel)),
        },
        standaloneDocs: {
          type: 'JSON!',
          description:
            "The docs listed on their own rather than in a sidebar (the showcase), as the search page's index lists them: title and path",
          resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            standaloneDocsOf(await docSource(context.nodeModel)),
        },
        versions: {
          type: 'JSON!',
          description:
            'The docs versions as pages read them: each resolved record, with the page it opens for pages it lacks',
          resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            versionRecords(docVersions(), await loadDocs(context.nodeModel), versionFallbacks()),
        },
        navbar: {
          type: 'JSON!',
          description: 'Navbar items resolved to plain links and dropdowns',
          resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
            const docs = await loadDocs(context.nodeModel);
            return resolveNavbar(siteConfig(), docVersions(), resolveSidebars(siteConfig(), docVersions(), docs), docs);
          },
        },
      },
    }),
  );
};
