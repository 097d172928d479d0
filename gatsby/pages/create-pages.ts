import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { SidebarItem } from '../../src/shared/navigation';
import { docPath } from '../../src/shared/routes';
import { flattenSidebar, sidebarOfDoc } from '../config/sidebars';
import {
  docsRootOf,
  SHOWCASE_DOC_ID,
  SHOWCASE_PATH,
  splitDocId,
  versionedDocId,
  versionRootOf,
  versionSearchPathOf,
} from '../../src/shared/routes';
import { searchPagePath } from '../../src/shared/search/settings';
import { DuplicateRouteError, RouteRegistry } from './route-registry';
import { docVersions } from '../config/site-config';
import { asRoutePrefix, lastVersionOf, versionOfPrefix } from '../../src/shared/doc-versions';

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

/**
 * A page that only an older version has (HelperText, once 6.x is served at /docs/) keeps its old
 * address under /docs/: it leads to the page in the older version, so links to it never end on a 404.
 */
function redirectOlderOnlyDocs(docIds: string[], redirect: (name: string, from: string, to: string) => void) {
  const ids = new Set(docIds);
  const olderOnly = docIds
    .map((docId) => ({ docId, id: splitDocId(docId)[1], version: versionOfDoc(docId) }))
    .filter(({ id, version }) => version.status === 'older' && !ids.has(id))
    // Newest older version first: the page's most recent home wins.
    .sort((a, b) => Number.parseInt(b.version.name) - Number.parseInt(a.version.name));
  const targets = new Map<string, string>();
  for (const { docId, id } of olderOnly) if (!targets.has(id)) targets.set(id, docId);
  for (const [id, docId] of targets) redirect(`older version's page (${docId})`, docPath(id), docPath(docId));
}

/**
 * The version at /docs/ keeps the addresses it had under its own name while it was another version
 * (`/6.x/docs/components/Button/` once 6.x is promoted): each leads to its page at /docs/, so links
 * shared before release day keep working. Its name's root, docs root and search page lead on too.
 */
function redirectLastVersionByName(docIds: string[], redirect: (name: string, from: string, to: string) => void) {
  const last = lastVersionOf(docVersions());
  const named = asRoutePrefix(last.name);
  for (const docId of docIds) {
    const [prefix, id] = splitDocId(docId);
    if (prefix === undefined)
      redirect(`${last.name}'s address by name`, docPath(versionedDocId(named, id)), docPath(docId));
  }
  const mainDoc = docPath(last.mainDocId);
  redirect(`${last.name}'s root by name`, versionRootOf(named), mainDoc);
  redirect(`${last.name}'s docs landing by name`, `${docsRootOf(named)}/`, mainDoc);
  redirect(`${last.name}'s search page by name`, versionSearchPathOf(named), searchPagePath(''));
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

  const redirect = (name: string, from: string, to: string) =>
    routes.create(name, { path: from, component: template('redirect'), context: { to } });
  const docIds = [
    ...result.data.allMdx.nodes.map((guide) => guide.fields.docId),
    ...result.data.allComponentDoc.nodes.map((c) => c.docId),
  ];
  redirectOlderOnlyDocs(docIds, redirect);
  redirectLastVersionByName([...docIds, SHOWCASE_DOC_ID], redirect);
  docVersions().forEach(({ name, prefix, mainDocId }) => {
    const mainDoc = docPath(versionedDocId(prefix, mainDocId));
    redirect(`docs landing (${name})`, `${docsRootOf(prefix)}/`, mainDoc);
    // Another version's root and search page, as readers guess them from its docs' addresses.
    if (prefix) {
      redirect(`version root (${name})`, versionRootOf(prefix), mainDoc);
      redirect(`version search (${name})`, versionSearchPathOf(prefix), searchPagePath('', name));
    }
  });
}
