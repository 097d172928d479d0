import path from 'path';
import type { Sidebar } from '../../../src/shared/navigation';
import { flattenSidebar } from '../../config/sidebars';
import { markdownPath, SHOWCASE_DOC_ID } from '../../../src/shared/routes';
import { lastVersionOf, versionNamed, type DocVersion } from '../../../src/shared/doc-versions';
import { docOf } from '../../pages/docs-registry';
import type { Content } from 'mdast';
import { componentContent } from './component-markdown';
import { guideContent } from './guide-markdown';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection, type LlmsSite } from './llms-txt';
import { firstSentence, type LinkContext } from './markdown-text';
import { showcaseContent } from './showcase-markdown';
import { apiChangesContent } from './api-changes-markdown';
import { apiChangesSummary, apiChangesTitle } from '../../../src/shared/pages/api-changes-page';
import { serialize } from './mdast';
import { writeIfChanged } from '../../write-if-changed';
import type { PostBuildContext, PostBuildStage } from '../stage';
import { PAGE_FRAGMENTS } from '../../queries/page-fragments';

/**
 * The same nodes the pages are built from, and the same facts for a component page's sections; the
 * sidebars come through the resolver the layout uses.
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

/** A page with a markdown version, and the name of its docs version. */
interface VersionedPage {
  version: string;
  page: LlmsPage;
}

/** Every page with a markdown version, by doc id. */
function collectPages(data: LlmsQuery, versions: readonly DocVersion[], siteUrl: string): Map<string, VersionedPage> {
  const allDocs = [
    ...data.allComponentDoc.nodes,
    ...data.allMdx.nodes.map((guide) => guide.fields),
    ...data.libraryChanges,
  ];
  const pages = new Map<string, VersionedPage>();
  const add = (
    { docId, version, path: sitePath }: { docId: string; version: string; path: string },
    title: string,
    summary: string,
    content: (context: LinkContext) => Content[],
  ) => {
    const url = siteUrl + sitePath;
    // A page's links resolve within its own docs version.
    const docPaths = allDocs.filter((doc) => doc.version === version).map((doc) => doc.path);
    pages.set(docId, {
      version,
      page: {
        title,
        url,
        markdownUrl: siteUrl + markdownPath(sitePath),
        summary,
        content: content({ siteUrl, pageUrl: url, docPaths, version: versionNamed(versions, version) }),
      },
    });
  };
  for (const guide of data.allMdx.nodes) {
    add(guide.fields, guide.frontmatter.title, guide.frontmatter.description ?? '', (context) =>
      guideContent(guide, context),
    );
  }
  for (const doc of data.allComponentDoc.nodes) {
    add(doc, doc.title, firstSentence(doc.description), (context) => componentContent(doc, context));
  }
  for (const library of data.libraryChanges) {
    const inVersion = (version: string) => data.allComponentDoc.nodes.filter((doc) => doc.version === version);
    add(library, apiChangesTitle(library.from), apiChangesSummary(library.from, library.version), (context) =>
      apiChangesContent({ newer: inVersion(library.version), older: inVersion(library.from), library }, context),
    );
  }
  const apps = data.allShowcaseApp.nodes;
  add(
    docOf(lastVersionOf(versions), SHOWCASE_DOC_ID),
    'Showcase',
    `${apps.length} apps built with React Native Paper, with their store and source links.`,
    (context) => showcaseContent(apps, context),
  );
  return pages;
}

/**
 * The doc pages in one section per sidebar (`guides` -> Guides), in sidebar order, then any page
 * no sidebar lists under "Other pages". The showcase is left out: it is listed on its own.
 */
export function sectionsInSidebarOrder(sidebars: readonly Sidebar[], pages: Map<string, LlmsPage>): LlmsSection[] {
  const placed = new Set<string>([SHOWCASE_DOC_ID]);
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
 * Writes a markdown file beside every guide, component and the showcase page
 * (`markdownPath`), then llms.txt and llms-full.txt, all from the nodes the pages are built from.
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
  const pages = collectPages(data, versions, siteUrl);
  for (const { page } of pages.values())
    writeIfChanged(path.join(publicDir, page.markdownUrl.slice(siteUrl.length)), serialize(page.content));

  const sidebars = Object.values(data.siteConfig!.sidebars as Record<string, Sidebar>);
  let bytes = 0;
  // One llms.txt and llms-full.txt per docs version: /llms.txt for the one at /docs/, /6.x/llms.txt …
  versions.forEach((version) => {
    const { prefix } = version;
    const docSections = sectionsInSidebarOrder(
      sidebars.filter((sidebar) => sidebar.version === version.name),
      new Map(
        [...pages].flatMap(([docId, page]) => (page.version === version.name ? [[docId, page.page] as const] : [])),
      ),
    );
    const folder = prefix ? `/${prefix}` : '';
    const site: LlmsSite = {
      title: config.title,
      tagline: config.tagline,
      version: version.label,
      fullUrl: `${siteUrl}${folder}/llms-full.txt`,
    };
    const showcase = prefix ? [] : [{ heading: 'Showcase', pages: [pages.get(SHOWCASE_DOC_ID)!.page] }];
    const index = llmsTxt(site, [...docSections, ...showcase]);
    // Guides and component pages only: the showcase is a list of links, not documentation.
    const full = llmsFullTxt(
      site,
      docSections.flatMap((section) => section.pages),
    );
    writeIfChanged(path.join(publicDir, folder, 'llms.txt'), index);
    writeIfChanged(path.join(publicDir, folder, 'llms-full.txt'), full);
    bytes += Buffer.byteLength(index) + Buffer.byteLength(full);
  });
  return { pages: pages.size, bytes };
}

export const markdownPages: PostBuildStage = {
  name: 'markdown pages and llms.txt',
  async run(context) {
    const { pages, bytes } = await writeLlms(context);
    return `llms.txt, llms-full.txt and ${pages} markdown pages (${Math.round(bytes / 1024)} kB)`;
  },
};
