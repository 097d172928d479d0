import { highlightToHtml } from '../mdx/highlighter';
import { siteConfig } from '../config/site-config';
import type { DocVersionSources } from '../config/doc-versions';
import { versionNamed } from '../../src/shared/doc-versions';
import { withImports } from '../page-data/example-fix-check';
import { fixedDescription } from '../page-data/description-fixes';
import { byComponent, type Context } from '../page-data/entry';
import { resolveDescriptionLinks } from '../mdx/description-links';
import { renderMarkdown } from '../mdx/markdown';
import { extendsLinkOf } from './extends-link';
import { distinctInheritedGroups, inheritedGroupKey } from './shared-inherited-props';
import { compiledOrNull, exampleFileCode } from '../page-data/example-code';
import type { ComponentDocSource, ComponentReader } from './component-reader';

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
 * What the library's doc comments become on a page: descriptions as HTML whose links stay in the
 * version, the usage example (as corrected by example-fixes.json) highlighted and compiled, the
 * further usage examples, and where @extends and the inherited props point.
 */
export function docCommentFields(
  versions: readonly DocVersionSources[],
  basePath: string,
  { allComponents, componentsOf, docPathsOf }: ComponentReader,
) {
  /** A doc comment as HTML, its links to other pages pointing at them in the same version. */
  const descriptionHtml = async (markdown: string, version: string, context: Context) =>
    resolveDescriptionLinks(
      renderMarkdown(markdown),
      await docPathsOf(version, context),
      basePath,
      `${siteConfig().url}${basePath}`,
      versionNamed(versions, version).prefix,
    );
  return {
    query: {
      sharedInheritedPropGroups: {
        type: '[SharedInheritedPropGroup!]!',
        description: 'Every distinct group of inherited props, once, for all component pages',
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          distinctInheritedGroups(await allComponents(context)),
      },
    },
    componentDoc: {
      description: {
        type: 'String!',
        description: "The doc comment's description, with the passages the version's description-fixes.json corrects",
        resolve: (source: ComponentDocSource, _: unknown, context: Context) => fixedDescription(source, context),
      },
      descriptionHtml: {
        type: 'String!',
        description: 'The description as HTML, its links to other components pointing at their pages',
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          descriptionHtml(await fixedDescription(source, context), source.version, context),
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
      usageCompiled: {
        type: 'String',
        description: "The page's usage example compiled for the live preview; null when the compiler rejects it",
        resolve: async (source: ComponentDocSource, _: unknown, context: Context) =>
          compiledOrNull((await usageOf(source, context))?.code ?? null),
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
    },
    types: {
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
    },
  };
}
