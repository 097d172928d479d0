import type { CreatePagesArgs } from 'gatsby';
import { docVersions } from '../config/site-config';
import { pageDataEntries } from '../page-data/registry';

interface PageDataNode {
  component: string;
  version: string;
  /** The file the node came from (data-nodes.ts). */
  dataFile: string;
}

/**
 * Every title a version's page data names that is no component page of that version (`"Buton"` in
 * known-issues.json would otherwise never show), each naming the file and the key. Files whose
 * registry entry says `checkTitles: false` (configurator.json, example-fixes.json) check their titles
 * with their values.
 */
export function pageDataTitleProblems(
  nodes: readonly PageDataNode[],
  titlesByVersion: ReadonlyMap<string, ReadonlySet<string>>,
  pageDataOf: (version: string) => string,
): string[] {
  const problems = nodes
    .filter((node) => !titlesByVersion.get(node.version)?.has(node.component))
    .map(
      (node) =>
        `${pageDataOf(node.version)}/${node.dataFile}: "${node.component}" names no component page of ${node.version}; expected a title such as "Button" or "Appbar.Action".`,
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
  // Each checked file's nodes: the link lists share a type, so a node is told by its file.
  const checked = pageDataEntries().filter(([, entry]) => entry.checkTitles);
  const nodes = [...new Set(checked.map(([, entry]) => entry.nodeType))]
    .flatMap((type) => getNodesByType(type) as unknown as PageDataNode[])
    .filter((node) => checked.some(([file]) => file === node.dataFile));
  const problems = pageDataTitleProblems(
    nodes,
    titles,
    (name) => versions.find((version) => version.name === name)!.pageData,
  );
  return problems;
}
