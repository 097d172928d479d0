import type { configuratorOf } from '../page-data/configurator-model';
import type { Context } from '../page-data/entry';

/** A ComponentDoc node as the resolvers read it. */
export interface ComponentDocSource {
  title: string;
  docId: string;
  localId: string;
  path: string;
  version: string;
  description: string;
  usage: string | null;
  extends: { name: string; url: string | null } | null;
  inheritedProps: { source: string; link: unknown; props: { name: string }[] }[];
  props: Parameters<typeof configuratorOf>[0]['props'];
  types: Parameters<typeof configuratorOf>[0]['types'];
}

/**
 * The ComponentDoc nodes and each version's doc routes, read once per build for all the resolvers that
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
  const docPaths = new Map<string, Promise<string[]>>();
  /** The routes of one docs version's docs, its component pages and its guides. */
  const docPathsOf = (version: string, context: Context) => {
    if (!docPaths.has(version))
      docPaths.set(
        version,
        Promise.all([
          componentsOf(version, context),
          context.nodeModel.findAll({ type: 'Mdx', query: { filter: { fields: { version: { eq: version } } } } }),
        ]).then(([docs, { entries: guides }]) => [
          ...docs.map((doc) => doc.path),
          ...[...guides].map((guide) => (guide as { fields: { path: string } }).fields.path),
        ]),
      );
    return docPaths.get(version)!;
  };
  return { allComponents, componentsOf, docPathsOf };
}

export type ComponentReader = ReturnType<typeof componentReader>;
