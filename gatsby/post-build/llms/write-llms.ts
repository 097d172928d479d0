import path from 'path';
import type { Sidebar } from '../../../src/shared/navigation';
import { flattenSidebar } from '../../config/sidebars';
import { markdownPath } from '../../../src/shared/routes';
import { versionNamed, type DocVersion } from '../../../src/shared/doc-versions';
import { PAGE_KINDS } from '../../page-kinds/registry';
import type { PageKind } from '../../page-kinds/entry';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection, type LlmsSite } from './llms-txt';
import { serialize } from '../../page-markdown/mdast';
import { writeIfChanged } from '../../shared/write-if-changed';
import type { PostBuildContext, PostBuildStage } from '../stage';
import { PAGE_FRAGMENTS } from '../../queries/page-fragments';

/**
 * The same nodes the pages are built from, and the same facts for a component page's sections; the
 * sidebars come through the resolver the layout uses. Each kind with Markdown copies
 * (gatsby/page-kinds/) reads its pages from this query's data.
 */
const LLMS_QUERY = /* GraphQL */ `
  query Llms {
    siteConfig {
      sidebars
    }
    allMdx {
      nodes {
        frontmatter {
          title
          description
        }
        fields {
          docId
          version
          path
        }
        body
      }
    }
    allComponentDoc(sort: { order: ASC }) {
      nodes {
        ...ComponentPageFacts
        description
        usageNote
        moreUsage {
          intro
          code
        }
        badges {
          kind
          text
        }
        props {
          name
          required
          typeTokens {
            text
          }
          defaultValue
          description
          badges {
            kind
            text
          }
        }
        inheritedProps {
          source
          link {
            kind
            target
          }
          props {
            name
          }
        }
        types {
          name
          description
          sourcePath
          definition {
            text
          }
        }
        themeColors {
          labelColumns
          roles
          rows {
            labels
            values
            swatches {
              light
              dark
            }
          }
        }
        extendedExamples {
          tabs {
            label
            code
          }
        }
      }
    }
    libraryChanges {
      ...LibraryChangesFacts
    }
    allShowcaseApp(sort: { order: ASC }) {
      nodes {
        name
        android
        ios
        github
      }
    }
  }
  ${PAGE_FRAGMENTS}
`;

type LlmsQuery = Queries.LlmsQuery;

/** A page's Markdown copy as llms.txt lists it: its doc's key and version, and its kind's listing. */
export interface ListedPage {
  docId: string;
  version: string;
  listing: NonNullable<PageKind['listing']>;
  page: LlmsPage;
}

/**
 * Every page with a Markdown copy, from its kind's entry (gatsby/page-kinds/), in the kinds' order.
 * A page's links resolve within its own docs version, whose pages' routes its context lists.
 */
export function markdownPagesOf(
  data: LlmsQuery,
  versions: readonly DocVersion[],
  siteUrl: string,
  kinds: readonly PageKind[] = PAGE_KINDS,
): ListedPage[] {
  const sources = kinds.flatMap((kind) =>
    (kind.markdown?.(data, versions) ?? []).map((source) => ({ source, listing: kind.listing ?? 'sidebars' })),
  );
  return sources.map(({ source: { doc, title, summary, content }, listing }) => {
    const url = siteUrl + doc.path;
    const docPaths = sources.flatMap(({ source }) => (source.doc.version === doc.version ? [source.doc.path] : []));
    return {
      docId: doc.docId,
      version: doc.version,
      listing,
      page: {
        title,
        url,
        markdownUrl: siteUrl + markdownPath(doc.path),
        summary,
        content: content({ siteUrl, pageUrl: url, docPaths, version: versionNamed(versions, doc.version) }),
      },
    };
  });
}

/**
 * The doc pages in one section per sidebar (`guides` -> Guides), in sidebar order, then any page
 * no sidebar lists under "Other pages".
 */
export function sectionsInSidebarOrder(sidebars: readonly Sidebar[], pages: Map<string, LlmsPage>): LlmsSection[] {
  const placed = new Set<string>();
  const sections = sidebars.map(({ title, items }) => ({
    heading: title,
    pages: flattenSidebar(items).flatMap((link) => {
      if (!link.docId || placed.has(link.docId) || !pages.has(link.docId)) return [];
      placed.add(link.docId);
      return [pages.get(link.docId)!];
    }),
  }));
  const other = [...pages].filter(([docId]) => !placed.has(docId)).map(([, page]) => page);
  return [...sections, { heading: 'Other pages', pages: other }];
}

/**
 * What a version's llms.txt lists, and what its llms-full.txt holds: the pages its kinds list in the
 * sidebars, in the version's sidebars' order, then a section for each kind listed on its own (the
 * showcase), whose pages are not documentation and stay out of llms-full.txt.
 */
export function versionListing(
  sidebars: readonly Sidebar[],
  pages: readonly ListedPage[],
): { index: LlmsSection[]; full: LlmsPage[] } {
  const docSections = sectionsInSidebarOrder(
    sidebars,
    new Map(pages.flatMap(({ docId, listing, page }) => (listing === 'sidebars' ? [[docId, page] as const] : []))),
  );
  const own = new Map<string, LlmsPage[]>();
  for (const { listing, page } of pages)
    if (listing !== 'sidebars') own.set(listing.section, [...(own.get(listing.section) ?? []), page]);
  return {
    index: [...docSections, ...[...own].map(([heading, listed]) => ({ heading, pages: listed }))],
    full: docSections.flatMap((section) => section.pages),
  };
}

/**
 * Writes the Markdown copy of every page whose kind has one (`markdownPath`), then each version's
 * llms.txt and llms-full.txt, all from the nodes the pages are built from.
 */
async function writeLlms({
  graphql,
  config,
  versions,
  publicDir,
  siteRoot: siteUrl,
}: Pick<PostBuildContext, 'graphql' | 'config' | 'versions' | 'publicDir' | 'siteRoot'>): Promise<{
  pages: number;
  bytes: number;
}> {
  const result = await graphql(LLMS_QUERY);
  if (result.errors || !result.data) throw new Error(`The llms.txt query failed: ${JSON.stringify(result.errors)}`);
  const data = result.data as LlmsQuery;
  const pages = markdownPagesOf(data, versions, siteUrl);
  for (const { page } of pages)
    writeIfChanged(path.join(publicDir, page.markdownUrl.slice(siteUrl.length)), serialize(page.content));

  const sidebars = Object.values(data.siteConfig!.sidebars as Record<string, Sidebar>);
  let bytes = 0;
  // One llms.txt and llms-full.txt per docs version: /llms.txt for the one at /docs/, /6.x/llms.txt …
  versions.forEach((version) => {
    const folder = version.prefix ? `/${version.prefix}` : '';
    const site: LlmsSite = {
      title: config.title,
      tagline: config.tagline,
      version: version.label,
      fullUrl: `${siteUrl}${folder}/llms-full.txt`,
    };
    const { index, full } = versionListing(
      sidebars.filter((sidebar) => sidebar.version === version.name),
      pages.filter((page) => page.version === version.name),
    );
    const indexText = llmsTxt(site, index);
    const fullText = llmsFullTxt(site, full);
    writeIfChanged(path.join(publicDir, folder, 'llms.txt'), indexText);
    writeIfChanged(path.join(publicDir, folder, 'llms-full.txt'), fullText);
    bytes += Buffer.byteLength(indexText) + Buffer.byteLength(fullText);
  });
  return { pages: pages.length, bytes };
}

export const markdownPages: PostBuildStage = {
  name: 'markdown pages and llms.txt',
  async run(context) {
    const { pages, bytes } = await writeLlms(context);
    return `llms.txt, llms-full.txt and ${pages} markdown pages (${Math.round(bytes / 1024)} kB)`;
  },
};
