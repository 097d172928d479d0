import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { SidebarItem } from '../../src/shared/navigation';
import { docPath } from '../../src/shared/routes';
import { flattenSidebar, sidebarOfDoc } from '../config/sidebars';
import { API_CHANGES_ID, SHOWCASE_DOC_ID, SHOWCASE_PATH, splitDocId, versionedDocId } from '../../src/shared/routes';
import { comparedVersions } from '../schema/version-comparison';
import { DuplicateRouteError, RouteRegistry } from './route-registry';
import { docVersions } from '../config/site-config';
import { versionOfPrefix } from '../../src/shared/doc-versions';
import { versionRedirects } from './version-redirects';

const template = (name: string) => path.resolve(__dirname, '..', '..', 'src', 'templates', `${name}.tsx`);

/** The version a doc belongs to, by the prefix its id starts with. */
const versionOfDoc = (docId: string) => versionOfPrefix(docVersions(), splitDocId(docId)[0]);

/** Sidebar, previous and next for a doc page. */
function docContext(sidebars: Record<string, SidebarItem[]>, docId: string) {
  const sidebarId = sidebarOfDoc(sidebars, docId);
  const version = versionOfDoc(docId).name;
  if (!sidebarId) return { docId, version, sidebarId: null, previous: null, next: null };
  const links = flattenSidebar(sidebars[sidebarId]);
  const index = links.findIndex((link) => link.docId === docId);
  return {
    docId,
    version,
    sidebarId,
    previous: links[index - 1] ?? null,
    next: links[index + 1] ?? null,
  };
}

/** One page per guide, component and the showcase; two pages at one address stop the build, naming both. */
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
          fields {
            docId
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
  const sidebars = result.data.siteConfig!.sidebars as Record<string, SidebarItem[]>;
  const routes = new RouteRegistry(actions.createPage);

  for (const guide of result.data.allMdx.nodes) {
    routes.create(guide.fields.relativePath, {
      path: guide.fields.path,
      component: `${template('guide')}?__contentFilePath=${guide.internal.contentFilePath}`,
      context: {
        id: guide.id,
        editUrl: versionOfDoc(guide.fields.docId).guideEditUrl + guide.fields.relativePath,
        ...docContext(sidebars, guide.fields.docId),
      },
    });
  }

  for (const component of result.data.allComponentDoc.nodes) {
    routes.create(`the component page of ${component.sourcePath} (${component.docId})`, {
      path: docPath(component.docId),
      component: template('component-doc'),
      context: {
        id: component.id,
        editUrl: versionOfDoc(component.docId).componentEditUrl + component.sourcePath,
        ...docContext(sidebars, component.docId),
      },
    });
  }

  routes.create('showcase', {
    path: SHOWCASE_PATH,
    component: template('showcase'),
    context: docContext(sidebars, SHOWCASE_DOC_ID),
  });

  // Each version compared with the one before has a page of every API change between them.
  const apiChanges = comparedVersions(docVersions()).map(({ version, previous }) => {
    const docId = versionedDocId(version.prefix, API_CHANGES_ID);
    routes.create(`the API changes page of ${version.name}`, {
      path: docPath(docId),
      component: template('api-changes'),
      context: { from: previous.name, ...docContext(sidebars, docId) },
    });
    return docId;
  });

  const docIds = [
    ...result.data.allMdx.nodes.map((guide) => guide.fields.docId),
    ...apiChanges,
    ...result.data.allComponentDoc.nodes.map((c) => c.docId),
    SHOWCASE_DOC_ID,
  ];
  for (const { name, from, to } of versionRedirects(docVersions(), docIds))
    routes.create(name, { path: from, component: template('redirect'), context: { to } });
}
