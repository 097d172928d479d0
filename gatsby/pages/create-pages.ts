import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { Sidebar } from '../../src/shared/navigation';
import { flattenSidebar, sidebarOfDoc } from '../config/sidebars';
import { API_CHANGES_ID, SHOWCASE_DOC_ID } from '../../src/shared/routes';
import { comparedVersions } from '../schema/version-comparison';
import { DuplicateRouteError, RouteRegistry } from './route-registry';
import { docVersions } from '../config/site-config';
import { lastVersionOf, versionNamed } from '../../src/shared/doc-versions';
import { versionRedirects } from './version-redirects';
import { docOf, type DocFields } from './docs-registry';

const template = (name: string) => path.resolve(__dirname, '..', '..', 'src', 'templates', `${name}.tsx`);

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
  const versions = docVersions();
  const routes = new RouteRegistry(actions.createPage);

  for (const guide of result.data.allMdx.nodes) {
    routes.create(guide.fields.relativePath, {
      path: guide.fields.path,
      component: `${template('guide')}?__contentFilePath=${guide.internal.contentFilePath}`,
      context: {
        id: guide.id,
        editUrl: versionNamed(versions, guide.fields.version).guideEditUrl + guide.fields.relativePath,
        ...docContext(sidebars, guide.fields),
      },
    });
  }

  for (const component of result.data.allComponentDoc.nodes) {
    routes.create(`the component page of ${component.sourcePath} (${component.docId})`, {
      path: component.path,
      component: template('component-doc'),
      context: {
        id: component.id,
        editUrl: versionNamed(versions, component.version).componentEditUrl + component.sourcePath,
        ...docContext(sidebars, component),
      },
    });
  }

  const showcase = docOf(lastVersionOf(versions), SHOWCASE_DOC_ID);
  routes.create('showcase', {
    path: showcase.path,
    component: template('showcase'),
    context: docContext(sidebars, showcase),
  });

  // Each version compared with the one before has a page of every API change between them.
  const apiChanges = comparedVersions(versions).map(({ version, previous }) => {
    const doc = docOf(version, API_CHANGES_ID);
    routes.create(`the API changes page of ${version.name}`, {
      path: doc.path,
      component: template('api-changes'),
      context: { from: previous.name, ...docContext(sidebars, doc) },
    });
    return doc;
  });

  const docs = [
    ...result.data.allMdx.nodes.map((guide) => guide.fields),
    ...apiChanges,
    ...result.data.allComponentDoc.nodes,
    showcase,
  ];
  for (const { name, from, to } of versionRedirects(versions, docs))
    routes.create(name, { path: from, component: template('redirect'), context: { to } });
}
