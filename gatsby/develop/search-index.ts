import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { Content, Parent, Root } from 'mdast';
import { mdxParser, remarkRehype, toHtml, unified } from '../mdx/unified-stack';
import rehypeHeadingIds from '../mdx/rehype-heading-ids';
import { applyVersionWords } from '../mdx/resolve-version-words';
import { versionWordsOf, type VersionWords } from '../mdx/version-words';
import type { HastRoot } from '../mdx/hast';
import { buildPageRecords } from '../post-build/search-records';
import { configuredBasePath } from '../config/base-path';
import { docVersions } from '../config/site-config';
import type { DocVersionSources } from '../config/doc-versions';
import { docsRootOf } from '../../src/shared/routes';
import { guide as guideKind } from '../page-kinds/guide';
import { apiChangesDoc } from '../page-kinds/api-changes';
import { escapeHtml } from '../../src/shared/escape-html';
import { SEARCHED_ARTICLE_CLASS } from '../../src/shared/search-markup';
import {
  DEVELOP_SEARCH_INDEX_PATH,
  packRecords,
  searchIndexPath,
  unpackIndex,
  type PackedIndex,
} from '../../src/shared/search/index-format';
import type { SearchHints, SearchRecord } from '../../src/shared/search/types';

/** A guide's Mdx node as `gatsby develop` holds it now. */
export interface GuideNode {
  body?: string | null;
  frontmatter?: { title?: string | null } | null;
  fields?: { path?: string; version?: string } | null;
}

const toHast = unified().use(remarkRehype).use(rehypeHeadingIds);

const MDX_ONLY = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const isJsx = (node: Content) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Markdown without MDX: statements and expressions go, a component leaves its children (an Admonition's text). */
function withoutMdx<T extends Parent | Root>(node: T): T {
  node.children = node.children.flatMap((child: Content): Content[] => {
    if (MDX_ONLY.has(child.type)) return [];
    if (isJsx(child)) return withoutMdx(child as unknown as Parent).children as Content[];
    return 'children' in child ? [withoutMdx(child as Parent) as Content] : [child];
  }) as T['children'];
  return node;
}

/**
 * A guide's article as the search records are read from it: its title, then its text as its version
 * says it now (resolve-version-words.ts), with the ids the page gives its headings.
 */
export function guideArticleHtml(title: string, mdx: string, words: VersionWords): string {
  const parsed = mdxParser.parse(mdx) as Root;
  applyVersionWords(parsed, words);
  const tree = toHast.runSync(withoutMdx(parsed)) as unknown as HastRoot;
  return `<article class="${SEARCHED_ARTICLE_CLASS}"><h1>${escapeHtml(title)}</h1>${toHtml(tree as never)}</article>`;
}

/** A URL of the last build, which carries the base path, as `gatsby develop` serves it (without). */
const withoutBase = (url: string, base: string) => (base && url.startsWith(`${base}/`) ? url.slice(base.length) : url);

/**
 * A docs version's search index under `gatsby develop`: its guides as they are now, read from their
 * nodes, and every other page (component pages, the showcase, API changes) and the hints from the last build's
 * index, when there is one.
 */
export function developSearchIndex(
  guides: readonly GuideNode[],
  version: Pick<DocVersionSources, 'name' | 'prefix' | 'status' | 'library'>,
  publicDir: string,
  buildBase: string,
): PackedIndex {
  const built = path.join(publicDir, searchIndexPath(version.prefix));
  const last = fs.existsSync(built) ? unpackIndex(JSON.parse(fs.readFileSync(built, 'utf8')) as PackedIndex) : null;
  const guidesRoot = `${docsRootOf(version.prefix)}/guides/`;
  // The API changes page sits among the guides but is generated, not written: the last build's is kept.
  const apiChanges = apiChangesDoc(version).path;
  const kept: SearchRecord[] = (last?.records ?? [])
    .map((record) => ({ ...record, url: withoutBase(record.url, buildBase) }))
    .filter((record) => !record.url.startsWith(guidesRoot) || record.url.startsWith(apiChanges));
  const words = versionWordsOf(version);
  const fresh = guides
    .filter((guide) => guide.fields?.version === version.name && guide.fields.path)
    .flatMap((guide) =>
      buildPageRecords(
        guide.fields!.path!,
        guideArticleHtml(guide.frontmatter?.title ?? '', guide.body ?? '', words),
        '',
        guideKind.search!.area,
      ),
    );
  const hints: SearchHints = {};
  if (last?.hints.migrationGuide) hints.migrationGuide = withoutBase(last.hints.migrationGuide, buildBase);
  if (last?.hints.moved)
    hints.moved = Object.fromEntries(
      Object.entries(last.hints.moved).map(([name, urls]) => [name, urls.map((url) => withoutBase(url, buildBase))]),
    );
  return packRecords([...fresh, ...kept], hints);
}

/** What the handler uses of Express's response (Gatsby types its develop server as `any`). */
interface DevResponse {
  status(code: number): DevResponse;
  send(body: string): void;
  json(body: unknown): void;
}

/**
 * `gatsby develop` answers the search's index requests itself (`DEVELOP_SEARCH_INDEX_PATH`), so a
 * guide just written or edited is found; the static files of the last build would not have it.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType, reporter }) => {
  app.get(DEVELOP_SEARCH_INDEX_PATH, (request: { query: { prefix?: string } }, response: DevResponse) => {
    const prefix = request.query.prefix ?? '';
    const version = docVersions().find((candidate) => (candidate.prefix ?? '') === prefix);
    if (!version) {
      response.status(404).send(`No docs version is served under /${prefix}/.`);
      return;
    }
    try {
      const guides = getNodesByType('Mdx') as unknown as GuideNode[];
      response.json(developSearchIndex(guides, version, path.resolve('public'), configuredBasePath()));
    } catch (error) {
      reporter.error(`The develop search index of ${version.name} failed: ${(error as Error).message}`);
      response.status(500).send((error as Error).message);
    }
  });
};
