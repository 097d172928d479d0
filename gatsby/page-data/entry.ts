import type { z } from 'zod';
import type { DocVersionSources } from '../config/doc-versions';

/** A page data node's fields: the component's title, and what the file says of it. */
export type NodeFields = { component: string; [field: string]: unknown };

/** What Gatsby hands a resolver to read nodes with. */
export interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
  findAll(args: {
    type: string;
    query: { filter: Record<string, unknown>; sort?: unknown };
  }): Promise<{ entries: Iterable<unknown> }>;
}
export type Context = { nodeModel: NodeModel };

/** The ComponentDoc fields a page data join reads. */
export interface PageSource {
  title: string;
  version: string;
  props: readonly { name: string; type: string; required: boolean; defaultValue: string | null }[];
  types: readonly { definition: readonly { text: string }[] }[];
}

/** A field Gatsby resolves: its GraphQL type, what it says in the schema, and how it is found. */
export interface ResolvedField<S> {
  type: string;
  description: string;
  resolve: (source: S, args: unknown, context: Context) => unknown;
}

/**
 * One page data file of a docs version (`content/<v>/data/<file>`), everything the site does with it
 * in one place: its shape, the nodes it becomes, how a component page joins them, what the page's
 * facts select of them, and how its titles are checked. gatsby/page-data/registry.ts lists every
 * entry; the lists the sourcing, schema, resolvers, fragments and checks read are derived from it.
 */
export interface PageDataEntry<S extends z.ZodType = z.ZodType> {
  /** The file's shape, keyed by component title; a mistake names the file, the key and what was expected. */
  schema: S;
  /** The type of the nodes its entries become, and the SDL of that type and the types it uses. */
  nodeType: string;
  typeDefs: string;
  /**
   * Its nodes, each with a key unique in the file and its fields. The build adds `version` to each;
   * objects inside a node that a resolver reads the version from (a table's rows) get it here.
   */
  nodes: (data: z.infer<S>, version: string) => [key: string, fields: NodeFields][];
  /** Problems only the version can tell (theme roles it lacks, example files it does not have), each naming `where`. */
  check?: (data: z.infer<S>, where: string, version: DocVersionSources) => string[];
  /** The ComponentDoc field that joins its nodes to the page; none when another field reads them. */
  field?: { name: string } & ResolvedField<PageSource>;
  /** Resolvers of the types it defines (a theme colour row's swatches), by type and field. */
  typeResolvers?: Record<string, Record<string, ResolvedField<never>>>;
  /** What the page's facts (ComponentPageFacts, gatsby/queries/page-fragments.ts) select of the field. */
  facts?: string;
  /**
   * Whether every title it names must be a component page of its version (page-data-titles.ts);
   * false where the file's own check reads its titles with their values.
   */
  checkTitles: boolean;
}

/** The filter of a page data entry of the component's own version, found by the component's title. */
export const byComponent = (source: Pick<PageSource, 'title' | 'version'>, extra: Record<string, unknown> = {}) => ({
  filter: { component: { eq: source.title }, version: { eq: source.version }, ...extra },
});

/** Keeps an entry's schema type while checking it against PageDataEntry. */
export const pageData = <S extends z.ZodType>(entry: PageDataEntry<S>): PageDataEntry<S> => entry;
