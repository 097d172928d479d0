import { lastVersionOf, versionNamed, type DocVersion } from '../../src/shared/doc-versions';
import { docPath, docsRootOf, versionRootOf, versionSearchPathOf } from '../../src/shared/routes';
import { searchPagePath } from '../../src/shared/search/settings';

/** A doc as the redirects read it: its key (for messages), its version's name and its id within the version. */
export interface DocRef {
  docId: string;
  version: string;
  localId: string;
}

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
function olderOnlyDocs(versions: readonly DocVersion[], docs: readonly DocRef[]): Redirect[] {
  const last = lastVersionOf(versions);
  const lastIds = new Set(docs.filter((doc) => doc.version === last.name).map((doc) => doc.localId));
  const olderOnly = docs
    .map((doc) => ({ ...doc, record: versionNamed(versions, doc.version) }))
    .filter(({ localId, record }) => record.status === 'older' && !lastIds.has(localId))
    // Newest older version first (site.config.ts lists them oldest first): the page's most recent home wins.
    .sort((a, b) => versions.indexOf(b.record) - versions.indexOf(a.record));
  const targets = new Map<string, (typeof olderOnly)[number]>();
  for (const doc of olderOnly) if (!targets.has(doc.localId)) targets.set(doc.localId, doc);
  return [...targets].map(([localId, { docId, record }]) => ({
    name: `older version's page (${docId})`,
    from: docPath(last.prefix, localId),
    to: docPath(record.prefix, localId),
  }));
}

/**
 * The version at /docs/ keeps the addresses it had under its route prefix while it was another version
 * (`/6.x/docs/components/Button/` once 6.x is promoted): each leads to its page at /docs/, so links
 * shared before release day keep working. Its prefix's root, docs root and search page lead on too.
 */
function lastVersionByName(versions: readonly DocVersion[], docs: readonly DocRef[]): Redirect[] {
  const last = lastVersionOf(versions);
  const named = last.routePrefix;
  const mainDoc = docPath(last.prefix, last.mainDocId);
  return [
    ...docs
      .filter((doc) => doc.version === last.name)
      .map(({ localId }) => ({
        name: `${last.name}'s address by name`,
        from: docPath(named, localId),
        to: docPath(last.prefix, localId),
      })),
    { name: `${last.name}'s root by name`, from: versionRootOf(named), to: mainDoc },
    { name: `${last.name}'s docs landing by name`, from: `${docsRootOf(named)}/`, to: mainDoc },
    { name: `${last.name}'s search page by name`, from: versionSearchPathOf(named), to: searchPagePath('') },
  ];
}

/** Each version's docs landing; another version's root and search page, as readers guess them from its docs' addresses. */
function versionRoots(versions: readonly DocVersion[]): Redirect[] {
  return versions.flatMap(({ name, prefix, mainDocId }) => {
    const mainDoc = docPath(prefix, mainDocId);
    const landing = { name: `docs landing (${name})`, from: `${docsRootOf(prefix)}/`, to: mainDoc };
    if (!prefix) return [landing];
    return [
      landing,
      { name: `version root (${name})`, from: versionRootOf(prefix), to: mainDoc },
      { name: `version search (${name})`, from: versionSearchPathOf(prefix), to: searchPagePath('', name) },
    ];
  });
}

/** Every page that only leads on because of the versions: `docs` are the docs of every version. */
export const versionRedirects = (versions: readonly DocVersion[], docs: readonly DocRef[]): Redirect[] => [
  ...olderOnlyDocs(versions, docs),
  ...lastVersionByName(versions, docs),
  ...versionRoots(versions),
];
