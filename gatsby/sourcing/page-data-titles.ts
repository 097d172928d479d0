import type { CreatePagesArgs } from 'gatsby';
import { docVersions } from '../config/site-config';

/** The node type each page data file makes, keyed by the component title it describes. */
const NODE_TYPES: Record<string, string> = {
  'theme-colors.json': 'ComponentThemeColors',
  'more-examples.json': 'ComponentLinkList',
  'known-issues.json': 'ComponentLinkList',
  'screenshot-variants.json': 'ComponentScreenshotVariants',
  'extended-examples.json': 'ComponentExtendedExample',
};

interface PageDataNode {
  component: string;
  version: string;
  kind?: string;
}

/** Which file a node came from: the two link lists share a type and differ by kind. */
const fileOf = (type: string, node: PageDataNode) =>
  type === 'ComponentLinkList'
    ? node.kind === 'knownIssues'
      ? 'known-issues.json'
      : 'more-examples.json'
    : Object.keys(NODE_TYPES).find((file) => NODE_TYPES[file] === type)!;

/**
 * Every title a version's page data names that is no component page of that version (`"Buton"` in
 * known-issues.json would otherwise never show), each naming the file and the key. configurator.json
 * and example-fixes.json check their titles with their values.
 */
export function pageDataTitleProblems(
  nodesByType: Record<string, readonly PageDataNode[]>,
  titlesByVersion: ReadonlyMap<string, ReadonlySet<string>>,
  pageDataOf: (version: string) => string,
): string[] {
  const problems = Object.entries(nodesByType).flatMap(([type, nodes]) =>
    nodes
      .filter((node) => !titlesByVersion.get(node.version)?.has(node.component))
      .map(
        (node) =>
          `${pageDataOf(node.version)}/${fileOf(type, node)}: "${node.component}" names no component page of ${node.version}; expected a title such as "Button" or "Appbar.Action".`,
      ),
  );
  return [...new Set(problems)];
}

/** The check's problems, from `createPages`, once the component docs and the page data are nodes. */
export function checkPageDataTitles({ getNodesByType }: CreatePagesArgs): string[] {
  const versions = docVersions();
  const docs = getNodesByType('ComponentDoc') as unknown as { title: string; version: string }[];
  const titles = new Map(
    versions.map((version) => [
      version.name,
      new Set(docs.filter((doc) => doc.version === version.name).map((doc) => doc.title)),
    ]),
  );
  const nodesByType = Object.fromEntries(
    [...new Set(Object.values(NODE_TYPES))].map((type) => [type, getNodesByType(type) as unknown as PageDataNode[]]),
  );
  const problems = pageDataTitleProblems(
    nodesByType,
    titles,
    (name) => versions.find((version) => version.name === name)!.pageData,
  );
  return problems;
}
