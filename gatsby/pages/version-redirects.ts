import { lastVersionOf, versionOfPrefix, type DocVersion } from '../../src/shared/doc-versions';
import {
  docPath,
  docsRootOf,
  splitDocId,
  versionedDocId,
  versionRootOf,
  versionSearchPathOf,
} from '../../src/shared/routes';
import { searchPagePath } from '../../src/shared/search/settings';

/** A page that only leads on: what it is (for a duplicate route's message), its path, and where it leads. */
export interface Redirect {
  name: string;
  from: string;
  to: string;
}

/**
 * A page that only an older version has (HelperText, once 6.x is served at /docs/) keeps its old
 * address under /docs/: it leads to the page in the older version, so links to it never end on a 404.
 */
function olderOnlyDocs(versions: readonly DocVersion[], docIds: readonly string[]): Redirect[] {
  const ids = new Set(docIds);
  const olderOnly = docIds
    .map((docId) => ({ docId, id: splitDocId(docId)[1], version: versionOfPrefix(versions, splitDocId(docId)[0]) }))
    .filter(({ id, version }) => version.status === 'older' && !ids.has(id))
    // Newest older version first (site.config.ts lists them oldest first): the page's most recent home wins.
    .sort((a, b) => versions.indexOf(b.version) - versions.indexOf(a.version));
  const targets = new Map<string, string>();
  for (const { docId, id } of olderOnly) if (!targets.has(id)) targets.set(id, docId);
  return [...targets].map(([id, docId]) => ({
    name: `older version's page (${docId})`,
    from: docPath(id),
    to: docPath(docId),
  }));
}

/**
 * The version at /docs/ keeps the addresses it had under its route prefix while it was another version
 * (`/6.x/docs/components/Button/` once 6.x is promoted): each leads to its page at /docs/, so links
 * shared before release day keep working. Its prefix's root, docs root and search page lead on too.
 */
function lastVersionByName(versions: readonly DocVersion[], docIds: readonly string[]): Redirect[] {
  const last = lastVersionOf(versions);
  const named = last.routePrefix;
  const mainDoc = docPath(last.mainDocId);
  return [
    ...docIds
      .filter((docId) => splitDocId(docId)[0] === undefined)
      .map((docId) => ({
        name: `${last.name}'s address by name`,
        from: docPath(versionedDocId(named, docId)),
        to: docPath(docId),
      })),
    { name: `${last.name}'s root by name`, from: versionRootOf(named), to: mainDoc },
    { name: `${last.name}'s docs landing by name`, from: `${docsRootOf(named)}/`, to: mainDoc },
    { name: `${last.name}'s search page by name`, from: versionSearchPathOf(named), to: searchPagePath('') },
  ];
}

/** Each version's docs landing; another version's root and search page, as readers guess them from its docs' addresses. */
function versionRoots(versions: readonly DocVersion[]): Redirect[] {
  return versions.flatMap(({ name, prefix, mainDocId }) => {
    const mainDoc = docPath(versionedDocId(prefix, mainDocId));
    const landing = { name: `docs landing (${name})`, from: `${docsRootOf(prefix)}/`, to: mainDoc };
    if (!prefix) return [landing];
    return [
      landing,
      { name: `version root (${name})`, from: versionRootOf(prefix), to: mainDoc },
      { name: `version search (${name})`, from: versionSearchPathOf(prefix), to: searchPagePath('', name) },
    ];
  });
}

/** Every page that only leads on because of the versions: `docIds` are the docs every version has pages for. */
export const versionRedirects = (versions: readonly DocVersion[], docIds: readonly string[]): Redirect[] => [
  ...olderOnlyDocs(versions, docIds),
  ...lastVersionByName(versions, docIds),
  ...versionRoots(versions),
];
