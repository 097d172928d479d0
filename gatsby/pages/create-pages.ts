import type { CreatePagesArgs } from 'gatsby';
import type { Sidebar } from '../../src/shared/navigation';
import { flattenSidebar, sidebarOfDoc } from '../config/sidebars';
import { DuplicateRouteError, RouteRegistry } from './route-registry';
import { docVersions } from '../config/site-config';
import { docsOf } from '../page-kinds/docs-registry';
import { componentFileOf, PAGE_KINDS } from '../page-kinds/registry';
import type { DocFields } from '../page-kinds/doc-fields';
import type { PageKind, PageSource } from '../page-kinds/entry';

/** Sidebar, previous and next for a doc page. */
function docContext(sidebars: Record<string, Sidebar>, { docId, version }: Pick<DocFields, 'docId' | 'version'>) {
  const sidebarId = sidebarOfDoc(sidebars, docId);
  if (!sidebarId) return { docId, version, sidebarId: null, previous: null, next: null };
  const links = flattenSidebar(sidebars[sidebarId].items);
  const index = links.findIndex((link) => link.docId === docId);
  return {
    docId,
    version,
    sidebarId,
    previous: links[index - 1] ?? null,
    next: links[index + 1] ?? null,
  };
}

/** A page as createPages hands it to Gatsby, with what it is for a duplicate route's message. */
export interface PageSpec {
  owner: string;
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * Every page the kinds make (gatsby/page-kinds/), in their order: rendered with its kind's template,
 * its context what the kind gives it, and for a doc its place in its sidebar (previous, next) and
 * whether the kind writes a Markdown copy of it (`markdown`, which the page links to).
 */
export function kindPages(
  source: PageSource,
  sidebars: Record<string, Sidebar>,
  kinds: readonly PageKind[] = PAGE_KINDS,
): PageSpec[] {
  return kinds.flatMap((kind) =>
    (kind.pages?.(source) ?? []).map((page) => ({
      owner: page.owner,
      path: page.path,
      component: componentFileOf(kind) + (page.contentFile ? `?__contentFilePath=${page.contentFile}` : ''),
      context: {
        ...page.context,
        ...(page.doc ? docContext(sidebars, page.doc) : {}),
        ...(kind.markdown ? { markdown: true } : {}),
      },
    })),
  );
}

/** Every page of every kind; two pages at one address stop the build, naming both. */
export async function createPages(args: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  try {
    await createEveryPage(args);
  } catch (error) {
    if (!(error instanceof DuplicateRouteError)) throw error;
    args.reporter.panicOnBuild(error.message);
  }
}

/** Every page, all from one query. */
async function createEveryPage({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      siteConfig {
        sidebars
      }
      allMdx(sort: { frontmatter: { order: ASC } }) {
        nodes {
          id
          frontmatter {
            title
            order
          }
          fields {
            docId
            version
            localId
            path
            relativePath
          }
          internal {
            contentFilePath
          }
        }
      }
      allComponentDoc(sort: { order: ASC }) {
        nodes {
          id
          docId
          version
          localId
          path
          title
          family
          order
          sourcePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      `Could not create the pages:\n${(result.errors ?? []).map((e: Error) => e.message).join('\n')}`,
    );
    return;
  }
  // JSON in GraphQL; its shape is the sidebar resolver's.
  const sidebars = result.data.siteConfig!.sidebars as Record<string, Sidebar>;
  const nodes = {
    versions: docVersions(),
    guides: result.data.allMdx.nodes,
    components: result.data.allComponentDoc.nodes,
  };
  const routes = new RouteRegistry(actions.createPage);
  for (const { owner, path, component, context } of kindPages({ ...nodes, docs: docsOf(nodes) }, sidebars))
    routes.create(owner, { path, component, context });
}
