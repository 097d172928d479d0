import type { Content } from 'mdast';
import type { DocMeta } from '../../src/shared/navigation';
import type { DocVersion } from '../../src/shared/doc-versions';
import type { DocVersionSources } from '../config/doc-versions';
import type { LinkContext } from '../page-markdown/markdown-text';
import type { DocFields } from './doc-fields';

/** A guide's Mdx node, as the docs' reading order reads it. */
export interface GuideNodeLike {
  fields: DocFields;
  frontmatter: { title: string; order: number };
}

/** A ComponentDoc node, as the docs' reading order reads it: `order` is its place in its version's pages map. */
export interface ComponentDocNodeLike extends DocFields {
  title: string;
  family: string;
  order: number;
}

/** What the docs' reading order is made from: the resolved versions and the doc nodes, in no order. */
export interface DocSource {
  versions: readonly (DocVersion & Pick<DocVersionSources, 'migration'>)[];
  guides: readonly GuideNodeLike[];
  components: readonly ComponentDocNodeLike[];
}

/** What createPages reads of the nodes, besides what the reading order reads. */
export interface PageSource extends DocSource {
  versions: readonly DocVersionSources[];
  guides: readonly (GuideNodeLike & {
    id: string;
    fields: { relativePath: string };
    internal: { contentFilePath?: string | null };
  })[];
  components: readonly (ComponentDocNodeLike & { id: string; sourcePath: string })[];
  /** Every doc of every version, in reading order (gatsby/page-kinds/docs-registry.ts). */
  docs: readonly DocMeta[];
}

/** One page of a kind, as createPages makes it. */
export interface KindPage {
  /** What the page is, for the message when two pages claim one address. */
  owner: string;
  path: string;
  /** The doc it shows, whose place in a sidebar gives it previous and next; none for a page outside the docs. */
  doc?: Pick<DocFields, 'docId' | 'version'>;
  /** The MDX file its template renders (`?__contentFilePath=`). */
  contentFile?: string | null;
  /** What its template reads besides the doc's place (`id` for its query, `editUrl`, …). */
  context?: Record<string, unknown>;
}

/** A doc of a kind, with its place among the docs of its kind's group. */
export interface OrderedDoc extends DocMeta {
  order: number;
}

/** A page's Markdown copy, and how llms.txt lists it. */
export interface MarkdownPage {
  doc: Pick<DocFields, 'docId' | 'version' | 'path'>;
  title: string;
  /** One line: a guide's front matter description, a component's first sentence. */
  summary: string;
  content: (context: LinkContext) => Content[];
}

/**
 * One kind of page, everything the site does with its pages in one place: where they come from and
 * what renders them, whether they are docs (the sidebars, previous and next, the navbar and the version
 * switch resolve against docs), their Markdown copies, the search index and the sitemap.
 * gatsby/page-kinds/registry.ts lists every kind; createPages, the docs' reading order, the llms
 * writer, the search index and the sitemap are derived from it. The table of contents is the
 * template's: it draws it from the page's own model.
 */
export interface PageKind {
  /** What it is, in messages: `guide`, `API changes`. */
  name: string;
  /**
   * What its pages render with, from the project root: a template of src/templates/ that its `pages`
   * are made with, or a page of src/pages/, which Gatsby makes itself at the address its file name gives.
   */
  component: string;
  /** Its pages, for createPages, each version's from the nodes or the config; none for a page of src/pages/. */
  pages?: (source: PageSource) => KindPage[];
  /**
   * Its docs: the reading order sorts them by `group` (guides and API changes 0, the showcase 1,
   * components 2), then by each doc's `order`. A page of no doc is in no sidebar.
   */
  docs?: { group: number; list: (source: DocSource) => OrderedDoc[] };
  /**
   * How readers find its docs besides searching: in the sidebars site.config.ts configures, or on
   * their own: in a section of their version's llms.txt of that title (and not in llms-full.txt),
   * and under "More" in the search page's index of every page.
   */
  listing?: 'sidebars' | { section: string };
  /** Its pages' Markdown copies (`markdownPath`), from the llms writer's query (gatsby/post-build/llms/write-llms.ts). */
  markdown?: (data: Queries.LlmsQuery, versions: readonly DocVersion[]) => MarkdownPage[];
  /** Its pages are in their version's search index, their records under this area (`lvl0`). */
  search?: { area: string };
  /** The sitemap lists its pages. */
  sitemap: boolean;
}
