import path from 'path';
import { sidebarTitle, type SidebarItem } from '../../../src/shared/navigation';
import { docPath } from '../../../src/shared/routes';
import { flattenSidebar } from '../../config/sidebars';
import { markdownPath, SHOWCASE_DOC_ID, SHOWCASE_PATH, splitDocId } from '../../../src/shared/routes';
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

/** Every page with a markdown version, by doc id. */
function collectPages(data: LlmsQuery, siteUrl: string): Map<string, LlmsPage> {
  const allDocIds = [
    ...data.allComponentDoc.nodes.map((doc) => doc.docId),
    ...data.allMdx.nodes.map((guide) => guide.fields.docId),
    ...data.libraryChanges.map((library) => library.docId),
  ];
  const pages = new Map<string, LlmsPage>();
  const add = (
    docId: string,
    sitePath: string,
    title: string,
    summary: string,
    content: (context: LinkContext) => Content[],
  ) => {
    const url = siteUrl + sitePath;
    // A page's links resolve within its own docs version.
    const [prefix] = splitDocId(docId);
    const docIds = allDocIds.filter((id) => splitDocId(id)[0] === prefix);
    pages.set(docId, {
      title,
      url,
      markdownUrl: siteUrl + markdownPath(sitePath),
      summary,
      content: content({ siteUrl, pageUrl: url, docIds, prefix }),
    });
  };
  for (const guide of data.allMdx.nodes) {
    add(
      guide.fields.docId,
      guide.fields.path,
      guide.frontmatter.title,
      guide.frontmatter.description ?? '',
      (context) => guideContent(guide, context),
    );
  }
  for (const doc of data.allComponentDoc.nodes) {
    add(doc.docId, docPath(doc.docId), doc.title, firstSentence(doc.description), (context) =>
      componentContent(doc, context),
    );
  }
  for (const library of data.libraryChanges) {
    const inVersion = (version: string) => data.allComponentDoc.nodes.filter((doc) => doc.version === version);
    add(
      library.docId,
      docPath(library.docId),
      apiChangesTitle(library.from),
      apiChangesSummary(library.from, library.version),
      (context) =>
        apiChangesContent({ newer: inVersion(library.version), older: inVersion(library.from), library }, context),
    );
  }
  const apps = data.allShowcaseApp.nodes;
  add(
    SHOWCASE_DOC_ID,
    SHOWCASE_PATH,
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
export function sectionsInSidebarOrder(
  sidebars: Record<string, SidebarItem[]>,
  pages: Map<string, LlmsPage>,
): LlmsSection[] {
  const placed = new Set<string>([SHOWCASE_DOC_ID]);
  const sections = Object.entries(sidebars).map(([id, items]) => ({
    heading: sidebarTitle(id),
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
  const pages = collectPages(data, siteUrl);
  for (const page of pages.values())
    writeIfChanged(path.join(publicDir, page.markdownUrl.slice(siteUrl.length)), serialize(page.content));

  const sidebars = data.siteConfig!.sidebars as Record<string, SidebarItem[]>;
  let bytes = 0;
  // One llms.txt and llms-full.txt per docs version: /llms.txt for the one at /docs/, /6.x/llms.txt …
  versions.forEach((version) => {
    const { prefix } = version;
    const inVersion = ([id]: [string, unknown]) => splitDocId(id)[0] === prefix;
    const docSections = sectionsInSidebarOrder(
      Object.fromEntries(Object.entries(sidebars).filter(inVersion)),
      new Map([...pages].filter(inVersion)),
    );
    const folder = prefix ? `/${prefix}` : '';
    const site: LlmsSite = {
      title: config.title,
      tagline: config.tagline,
      version: version.label,
      fullUrl: `${siteUrl}${folder}/llms-full.txt`,
    };
    const showcase = prefix ? [] : [{ heading: 'Showcase', pages: [pages.get(SHOWCASE_DOC_ID)!] }];
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
