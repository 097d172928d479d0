import type { configuratorOf } from './configurator';
import type { Context } from '../page-data/entry';

/** A ComponentDoc node as the resolvers read it. */
export interface ComponentDocSource {
  title: string;
  docId: string;
  version: string;
  description: string;
  usage: string | null;
  extends: { name: string; url: string | null } | null;
  inheritedProps: { source: string; link: unknown; props: { name: string }[] }[];
  props: Parameters<typeof configuratorOf>[0]['props'];
  types: Parameters<typeof configuratorOf>[0]['types'];
}

/**
 * The ComponentDoc nodes and each version's doc ids, read once per build for all the resolvers that
 * need them. They come from the installed libraries' sources and the guides' file names, which no
 * edit under `gatsby develop` changes; the page data nodes are looked up on every query, so their
 * edits show.
 */
export function componentReader() {
  let components: Promise<ComponentDocSource[]> | null = null;
  const allComponents = ({ nodeModel }: Context) =>
    (components ??= nodeModel
      .findAll({ type: 'ComponentDoc', query: { filter: {} } })
      .then(({ entries }) => [...entries] as ComponentDocSource[]));
  /** The ComponentDoc nodes of one docs version. */
  const componentsOf = async (version: string, context: Context) =>
    (await allComponents(context)).filter((doc) => doc.version === version);
  const docIds = new Map<string, Promise<string[]>>();
  /** The doc ids of one docs version, its component pages and its guides. */
  const docIdsOf = (version: string, context: Context) => {
    if (!docIds.has(version))
      docIds.set(
        version,
        Promise.all([
          componentsOf(version, context),
          context.nodeModel.findAll({ type: 'Mdx', query: { filter: { fields: { version: { eq: version } } } } }),
        ]).then(([docs, { entries: guides }]) => [
          ...docs.map((doc) => doc.docId),
          ...[...guides].map((guide) => (guide as { fields: { docId: string } }).fields.docId),
        ]),
      );
    return docIds.get(version)!;
  };
  return { allComponents, componentsOf, docIdsOf };
}

export type ComponentReader = ReturnType<typeof componentReader>;
