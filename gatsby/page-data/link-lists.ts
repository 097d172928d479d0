import { keyedByComponent, links } from './schema-parts';
import { byComponent, pageData, type PageDataEntry } from './entry';

/** The two files of links a page lists: Expo Snack examples, and issues in the library's tracker. */
type LinkKind = 'moreExamples' | 'knownIssues';

const TYPE_DEFS = `
    type ComponentLinkList implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "moreExamples or knownIssues"
      kind: String!
      "Titles and addresses, in the file's order"
      links: [ComponentLink!]!
    }
    type ComponentLink {
      "The link's text"
      title: String!
      "The address"
      url: String!
    }
  `;

/** A file of links by component (more-examples.json, known-issues.json), as a page's list under `field`. */
function linkList(kind: LinkKind, description: string): PageDataEntry<ReturnType<typeof schema>> {
  return pageData({
    schema: schema(),
    nodeType: 'ComponentLinkList',
    typeDefs: TYPE_DEFS,
    nodes: (lists) =>
      Object.entries(lists).map(([component, list]) => [
        `${kind}-${component}`,
        { component, kind, links: Object.entries(list).map(([title, url]) => ({ title, url })) },
      ]),
    field: {
      name: kind,
      type: 'ComponentLinkList',
      description,
      resolve: (source, _, { nodeModel }) =>
        nodeModel.findOne({ type: 'ComponentLinkList', query: byComponent(source, { kind: { eq: kind } }) }),
    },
    facts: `${kind} { links { title url } }`,
    checkTitles: true,
  });
}

const schema = () => keyedByComponent(links());

export const moreExamples = linkList('moreExamples', "Links to more examples, from the version's more-examples.json");
export const knownIssues = linkList('knownIssues', "Links to known issues, from the version's known-issues.json");
