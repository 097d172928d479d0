import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { ComponentParser, type ParsedComponent } from './docgen';
import { splitDescription } from './description';
import { localDocRoot, readOptions, routePrefixOf } from './options';
import { docPath, versionedDocId } from '../../src/shared/routes';
import { listPages } from './page-list';
import { sourceDigest } from './parse-cache';

/** Bump when the parser's output changes shape, so cached parses are not reused. */
const PARSER_VERSION = '5';

export { pluginOptionsSchema } from './options';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ComponentDoc implements Node @dontInfer {
      "The component's name as imported, such as Button or Appbar.Header"
      title: String!
      "The sidebar group the page belongs to (Appbar for Appbar.Header)"
      family: String!
      "The page's key, unique across versions: its localId, after its version's route prefix when it has one (6.x/components/Button); never taken apart (read version and localId)"
      docId: String!
      "The page's id within its version, its path below the version's docs root (components/Appbar/AppbarHeader)"
      localId: String!
      "The page's route (/docs/components/Button/, /6.x/docs/components/Button/)"
      path: String!
      "The docs version's name, as site.config.ts lists it (5.x, 6.x)"
      version: String!
      "Source file relative to the library's src/components"
      sourcePath: String!
      "Position in the version's component pages map (content/<version>/component-pages.json), the sidebar's order"
      order: Int!
      "Markdown summary from the component's doc comment"
      description: String!
      "Code of the first example under the comment's ## Usage heading"
      usage: String
      "The other examples under ## Usage, in the comment's order"
      moreUsage: [UsageExample!]!
      "Tags from the doc comment shown beside the title (supported platforms, renamed, deprecated)"
      badges: [ComponentBadge!]!
      "Where the props not listed come from (@extends)"
      extends: ComponentExtends
      "The component's own props, in source order"
      props: [ComponentProp!]!
      "Props accepted from what the component extends, grouped by where they are declared"
      inheritedProps: [InheritedPropGroup!]!
      "Library types the props name, with their definitions as written"
      types: [TypeDefinition!]!
    }
    type UsageExample {
      "Markdown between this example and the one before it, such as a ### label; may be empty"
      intro: String!
      "The example's code"
      code: String!
    }
    type ComponentBadge {
      "supported, renamed or deprecated"
      kind: String!
      "The tag's text, as written after the tag"
      text: String!
    }
    type ComponentExtends {
      "The name after @extends, such as TouchableRipple"
      name: String!
      "The link @extends gives, if any"
      url: String
    }
    type ComponentProp {
      "The prop's name"
      name: String!
      "True when the type does not mark the prop optional"
      required: Boolean!
      "The type as written in the source"
      type: String!
      "The type in pieces, each name that leads somewhere with its link"
      typeTokens: [TypeToken!]!
      "Markdown from the prop's doc comment, tags removed"
      description: String!
      "The default from the component's parameters or defaultProps, as written"
      defaultValue: String
      "Tags from the prop's doc comment (supported platforms, renamed, deprecated)"
      badges: [ComponentBadge!]!
    }
    type TypeToken {
      "The piece of source text"
      text: String!
      "Where the name in this piece is explained, or null for plain text"
      link: TypeLink
    }
    type TypeLink {
      "doc (a page of this site by its route, with an optional #hash), type (a definition on the same page) or external"
      kind: String!
      "A page's route, a type's name on the same page, or a URL"
      target: String!
    }
    type InheritedPropGroup {
      "Surface, View, Accessibility, React"
      source: String!
      "The page or documentation of the source, if it has one"
      link: TypeLink
      "The props taken from the source, in name order"
      props: [InheritedProp!]!
    }
    type InheritedProp {
      "The prop's name"
      name: String!
      "An anchor on the group's page (#prop-elevation), a URL, or null for the group's page itself"
      target: String
    }
    type TypeDefinition {
      "The type's name as the library exports it"
      name: String!
      "Markdown from the type's doc comment"
      description: String!
      "File that declares it, relative to the library's src/"
      sourcePath: String!
      "The declaration as written, in pieces with links"
      definition: [TypeToken!]!
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (
  { actions, createNodeId, createContentDigest, reporter, cache },
  rawOptions,
) => {
  const options = readOptions(rawOptions);
  const root = path.resolve(options.libsRootDir);
  const prefix = routePrefixOf(options);
  // Each page's `docId` from the list is its id within the version.
  const pages = listPages(options.pages, localDocRoot(options.docsRootDir));
  const files = pages.map((page) => path.join(root, `${page.source}.tsx`));
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    reporter.panicOnBuild(`gatsby-source-component-docs: no such component source file: ${missing.join(', ')}`);
    return;
  }

  const cacheKey = `parsed-${sourceDigest(path.resolve(root, '..'), PARSER_VERSION + options.routePrefix + JSON.stringify(options.pages))}`;
  let parsed = (await cache.get(cacheKey)) as (ParsedComponent | null)[] | undefined;
  if (!parsed) {
    const timer = reporter.activityTimer(`parsing ${files.length} component sources`);
    timer.start();
    const parser = new ComponentParser(
      pages.map((page, index) => ({ file: files[index], title: page.title, path: docPath(prefix, page.docId) })),
      path.resolve(root, '..'),
      prefix,
    );
    parsed = files.map((file) => parser.parse(file));
    timer.end();
    await cache.set(cacheKey, parsed);
  } else {
    reporter.info(`gatsby-source-component-docs: library unchanged, reusing the parse of ${files.length} components`);
  }

  reportUnlinkedTypes(parsed, pages, reporter);

  pages.forEach((page, index) => {
    const component = parsed![index];
    if (!component) {
      reporter.panicOnBuild(`gatsby-source-component-docs: ${files[index]} yields no documented component.`);
      return;
    }
    if (component.props.length === 0) {
      reporter.panicOnBuild(
        `gatsby-source-component-docs: ${files[index]} yields no props: it has neither a \`Props\` type nor a typed first parameter.`,
      );
      return;
    }
    const { description, usage, moreUsage } = splitDescription(component.description);
    const shownBadges = <B extends { text: string }>(badges: readonly B[]) =>
      badges.filter((badge) => namesOnlyVersion(badge, options.version));
    const node = {
      title: page.title,
      family: page.family,
      docId: versionedDocId(prefix, page.docId),
      localId: page.docId,
      path: docPath(prefix, page.docId),
      version: options.version,
      sourcePath: `${page.source}.tsx`,
      order: page.order,
      description,
      usage,
      // Each example carries its version too (not a schema field), for the links in its intro.
      moreUsage: moreUsage.map((example) => ({ ...example, version: options.version })),
      badges: shownBadges(component.badges),
      extends: component.extends,
      // Each prop carries its version (not a schema field) so that its description's links resolve in it.
      props: component.props.map((prop) => ({
        ...prop,
        badges: shownBadges(prop.badges),
        version: options.version,
      })),
      inheritedProps: component.inheritedProps,
      types: component.types,
    };
    actions.createNode({
      ...node,
      id: createNodeId(`component-doc-${node.docId}`),
      internal: { type: 'ComponentDoc', contentDigest: createContentDigest(node) },
    });
  });
};

/**
 * 6.x's sources keep 5.x's `@supported`/`@renamed` tags ("Available in v5.x with theme version 3"),
 * which say nothing true of 6.x: a version's pages leave out the badges that name another version.
 */
function namesOnlyVersion(badge: { text: string }, version: string): boolean {
  const major = Number.parseInt(version, 10);
  return [...badge.text.matchAll(/\bv([0-9]+)\.x\b/g)].every((match) => Number(match[1]) === major);
}

/** Type names no link could be found for stay plain text; the build says which, so the tables in external-docs.ts can grow. */
function reportUnlinkedTypes(parsed: (ParsedComponent | null)[], pages: { title: string }[], reporter: Reporter) {
  const unlinked = new Map<string, string[]>();
  parsed.forEach((component, index) => {
    for (const name of component?.unlinkedTypes ?? [])
      unlinked.set(name, [...(unlinked.get(name) ?? []), pages[index].title]);
  });
  if (unlinked.size === 0) return;
  const list = [...unlinked].map(([name, titles]) => `${name} (${titles.join(', ')})`).join('; ');
  reporter.warn(`gatsby-source-component-docs: ${unlinked.size} type name(s) shown without a link: ${list}`);
}
