import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { DocVersionSources } from '../config/doc-versions';
import { resolveDescriptionLinks } from './description-links';
import { highlightToHtml } from '../mdx/highlighter';
import { renderMarkdown } from './markdown';
import { docVersions, siteConfig } from '../config/site-config';
import { extendsLinkOf } from './extends-link';
import { distinctInheritedGroups, inheritedGroupKey } from './shared-inherited-props';
import type { configuratorOf } from './configurator';
import { compiledOrNull, exampleFileCode } from './example-code';
import { byComponent, type Context } from '../page-data/entry';
import { pageDataFields, pageDataTypeResolvers } from '../page-data/registry';
import { versionNamed } from '../../src/shared/doc-versions';
import { configuratorRoles, themeRolesOf } from '../theme-roles';
import { withImports } from '../sourcing/example-fixes';
import { versionFallbacks } from '../config/version-fallbacks';
import { comparedVersions, versionComparison, type LibraryNames } from './version-comparison';
import { libraryExportsOf } from '../library-exports';

interface ComponentDocSource {
  title: string;
  docId: string;
  version: string;
  description: string;
  usage: string | null;
  extends: { name: string; url: string | null } | null;
  inheritedProps: { source: string; link: unknown; props: { name: string }[] }[];
  props: Parameters<typeof configuratorOf>[0]['props'];
  types: Parameters<typeof configuratorOf>[0]['types'];
}

/** One of a ComponentDoc's `moreUsage` examples; the plugin gives it its page's version. */
interface UsageExampleSource {
  intro: string;
  code: string;
  version: string;
}

interface ExampleFixNode {
  imports: string[] | null;
  file: string | null;
  note: string;
}

/** The example a page runs as its usage, and the sentence saying how it differs from the library's (null when it does not). */
interface PageUsage {
  code: string;
  note: string | null;
}

/**
 * The page's usage example: the library's first one, or its correction from the version's
 * example-fixes.json (the library's code with the imports it lacks, or a file of its examples folder
 * in its place). The page, its compiled preview and the llms Markdown all read this one.
 */
async function usageOf(source: ComponentDocSource, context: Context): Promise<PageUsage | null> {
  const fix = (await context.nodeModel.findOne({
    type: 'ComponentExampleFix',
    query: byComponent(source),
  })) as ExampleFixNode | null;
  if (fix?.file)
    return {
      code: await exampleFileCode(
        { file: fix.file, version: source.version },
        context,
        `example-fixes.json: "${source.title}.file"`,
      ),
      note: fix.note,
    };
  if (!source.usage) return null;
  return fix?.imports
    ? { code: withImports(source.usage, fix.imports), note: fix.note }
    : { code: source.usage, note: null };
}

/**
 * What a Snack of a version's examples installs: the library at the installed copy's version, and the
 * peers that copy names besides React and React Native (6.x: reanimated and worklets).
 */
function snackDependenciesOf(version: DocVersionSources): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(version.componentsDir, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
    peerDependencies?: Record<string, string>;
  };
  const peers = Object.keys(pkg.peerDependencies ?? {}).filter((name) => !['react', 'react-native'].includes(name));
  // A pre-release is pinned; a release follows its major line.
  const paper = pkg.version.includes('-') ? pkg.version : `${pkg.version.split('.')[0]}.x`;
  return [`react-native-paper@${paper}`, ...peers].join(',');
}

/** Why a version's examples do not run in the page: the preview has no runtime for its library (its `preview` in site.config.ts). */
const NO_PREVIEW_REASON = 'The in-page preview does not run this version of the library.';

/**
 * Build-time HTML for the markdown and code of component docs, and the extra
 * sections of a component page joined from content/data by component title.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, basePath }) => {
  const versions = docVersions();
  // Read once per build: every component page of a version asks for the same string.
  const snackDependencies = new Map<string, string>(
    versions.map((version) => [version.name, snackDependenciesOf(version)]),
  );
  const comparison = versionComparison(versions, versionFallbacks());
  const libraryNamesOf = (name: string): LibraryNames => {
    const version = versionNamed(versions, name);
    return { exports: libraryExportsOf(version), themeRoles: themeRolesOf(version) };
  };
  let components: Promise<ComponentDocSource[]> | null = null;
  /**
   * Every ComponentDoc node, read once for all the resolvers that need them. They come from the
   * installed library's sources, which no edit under `gatsby develop` changes; the content/data
   * nodes joined below are looked up on every query, so their edits show.
   */
  const allComponents = ({ nodeModel }: Context) =>
    (components ??= nodeModel
      .findAll({ type: 'ComponentDoc', query: { filter: {} } })
      .then(({ entries }) => [...entries] as ComponentDocSource[]));
  /** The ComponentDoc nodes of one docs version. */
  const componentsOf = async (version: string, context: Context) =>
    (await allComponents(context)).filter((doc) => doc.version === version);
  const docIds = new Map<string, Promise<string[]>>();
  /** The doc ids of one docs version, its component pages and its guides; read once per version. */
  const docIdsOf = (version: string, context: Context) => {
    if (!docIds.has(version))
      docIds.set(
        version,
        Promise.all([
          componentsOf(version, context),
          context.nodeModel.findAll({ type: 'Mdx', query: { filter: { fields: { version: { eq: version } } } } }),
        ]).then(([docs, { entries: guides }]) => [
          ...docs.map((doc) => doc.docId),
          ...[...guides].map((guide) => (guide as { fields: { docId: string } }).fields.docId),
        ]),
      );
    return docIds.get(version)!;
  };
  /** A doc comment as HTML, its links to other pages pointing at them in the same version. */
  const descriptionHtml = async (markdown: string, version: string, context: Context) =>
    resolveDescriptionLinks(
      renderMarkdown(markdown),
      await docIdsOf(version, context),
      basePath,
      `${siteConfig().url}${basePath}`,
      versionNamed(versions, version).prefix,
    );
  createResolvers({
    Query: {
      sharedInheritedPropGroups: {
        type: '[SharedInheritedPropGroup!]!',
        description: 'Every distinct group of inherited props, once, for all component pages',
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          distinctInheritedGroups(await allComponents(context)),
      },
      libraryChanges: {
        type: '[LibraryChanges!]!',
        description:
          "What changed in each compared version's exports and theme colour roles (the API changes page), or in the one version named",
        args: { version: 'String' },
        resolve: (_source: unknown, args: { version?: string | null }) =>
          comparedVersions(versions)
            .filter(({ version }) => !args.version || version.name === args.version)
            .map(({ version }) => comparison.libraryChanges(version.name, libraryNamesOf)!),
      },
    },
    ComponentDoc: {
      descriptionHtml: {
        type: 'String!',
        description: 'The description as HTML, its links to other components pointing at their pages',
        resolve: (source: ComponentDocSource, _: unknown, context: Context) =>
          descriptionHtml(source.description, source.version, context),
      },
      usage: {
        type: 'String',
        description:
          "The page's usage example: the first under the comment's ## Usage heading, or its correction from the version's example-fixes.json",
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          (await usageOf(source, context))?.code ?? null,
      },
      usageNote: {
        type: 'String',
        description:
          "One sentence saying how the page's usage example differs from the library's doc comment; null when it is the library's",
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          (await usageOf(source, context))?.note ?? null,
      },
      usageHtml: {
        type: 'String',
        description: "The page's usage example, highlighted",
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) => {
          const usage = await usageOf(source, context);
          return usage ? highlightToHtml(usage.code, 'tsx') : null;
        },
      },
      previewUnavailable: {
        type: 'String',
        description:
          "Why the page's examples cannot run in the page (no preview runtime for its version); null when they can",
        resolve: (source: ComponentDocSource) =>
          versionNamed(versions, source.version).preview ? null : NO_PREVIEW_REASON,
      },
      snackDependencies: {
        type: 'String!',
        description: "The dependencies an Expo Snack of the page's examples needs, in Snack's address format",
        resolve: (source: ComponentDocSource) => snackDependencies.get(source.version)!,
      },
      usageCompiled: {
        type: 'String',
        description: "The page's usage example compiled for the live preview; null when the compiler rejects it",
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          compiledOrNull((await usageOf(source, context))?.code ?? null),
      },
      changesFromPrevious: {
        type: 'ComponentChanges',
        description:
          'How the props changed from the version listed before this one in site.config.ts, for a version with a migration guide; null when there is nothing to compare with',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          comparison.changesFromPrevious(source, await allComponents(context)),
      },
      inNextVersion: {
        type: 'ComponentInNext',
        description:
          'Where the component is in the version listed after this one, when that version is compared with this one; null otherwise',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          comparison.inNextVersion(source, await allComponents(context)),
      },
      inheritedPropGroupKeys: {
        type: '[String!]!',
        description: 'Keys of the inheritedProps groups in Query.sharedInheritedPropGroups, which pages share',
        resolve: (source: ComponentDocSource) => source.inheritedProps.map(inheritedGroupKey),
      },
      extendsLink: {
        type: 'ExtendsLink',
        description: 'Where @extends points, when no inherited-prop group already names it',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          extendsLinkOf(source, await componentsOf(source.version, context)),
      },
      ...pageDataFields(),
      colorRoles: {
        type: '[String!]!',
        description:
          "The theme colour roles of the version's library (its site.config.ts themeColors type), which the configurator's colour controls offer",
        resolve: (source: ComponentDocSource) =>
          configuratorRoles(themeRolesOf(versionNamed(versions, source.version))),
      },
    },
    ComponentProp: {
      descriptionHtml: {
        type: 'String!',
        description: 'The description as HTML, its links to other components pointing at their pages',
        resolve: (source: { description: string; version: string }, _: unknown, context: Context) =>
          descriptionHtml(source.description, source.version, context),
      },
    },
    UsageExample: {
      introHtml: {
        type: 'String!',
        description: 'The intro as HTML, its links pointing at pages of the same version; empty when there is none',
        resolve: (source: UsageExampleSource, _: unknown, context: Context) =>
          source.intro ? descriptionHtml(source.intro, source.version, context) : '',
      },
      codeHtml: {
        type: 'String!',
        description: 'The code, highlighted',
        resolve: (source: UsageExampleSource) => highlightToHtml(source.code, 'tsx'),
      },
      compiled: {
        type: 'String',
        description: 'The code compiled for the live preview; null when the compiler rejects it',
        resolve: (source: UsageExampleSource) => compiledOrNull(source.code),
      },
    },
    ...pageDataTypeResolvers(),
  });
};
