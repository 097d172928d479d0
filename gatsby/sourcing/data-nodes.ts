import type { CreateNodeArgs, Node } from 'gatsby';
import { isPageDataFileName, PAGE_DATA } from '../page-data/registry';
import type { PageDataEntry } from '../page-data/entry';
import {
  EXAMPLES_SOURCE,
  isDataFileName,
  isPageDataFile,
  PAGE_DATA_SOURCE,
  parseDataFile,
  SITE_DATA_SOURCE,
  type DataFileName,
} from './data-schemas';
import { docVersions } from '../config/site-config';
import type { DocVersionSources } from '../config/doc-versions';
import { recordContentProblems } from './content-problems';

/** A File node of gatsby-source-filesystem, with the fields read here. */
interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  base: string;
}

/** A child node's type, the key that makes its id unique, and its fields. */
type Child = [type: string, key: string, fields: object];

/**
 * The nodes a data file becomes: the site's showcase apps, or a version's page data entries as its
 * registry entry makes them (gatsby/page-data/), after the checks only the version can tell. Each
 * page data node carries its version and the file it came from (`dataFile`, for the title check).
 */
function childrenOf(file: DataFileName, source: string, where: string, version?: DocVersionSources): Child[] {
  if (!isPageDataFileName(file) || !version)
    return parseDataFile('showcase.json', source, where).map((app, order) => [
      'ShowcaseApp',
      app.name,
      { ...app, order },
    ]);
  const entry: PageDataEntry = PAGE_DATA[file];
  const data = parseDataFile(file, source, where);
  const problems = entry.check ? entry.check(data, where, version) : [];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return entry
    .nodes(data, version.name)
    .map(([key, fields]) => [
      entry.nodeType,
      `${version.name}-${key}`,
      { ...fields, version: version.name, dataFile: file },
    ]);
}

/**
 * The data file a File node is, if any: a version's page data (`data-6.x`), each child node then
 * carrying the version's name, or the site's own (`data`, the showcase).
 */
function dataFileOf(file: FileNode): { name: DataFileName; where: string; version?: DocVersionSources } | null {
  if (!isDataFileName(file.base)) return null;
  if (file.sourceInstanceName === SITE_DATA_SOURCE)
    return isPageDataFile(file.base) ? null : { name: file.base, where: `content/data/${file.base}` };
  if (!file.sourceInstanceName.startsWith(PAGE_DATA_SOURCE) || !isPageDataFile(file.base)) return null;
  const version = docVersions().find((v) => `${PAGE_DATA_SOURCE}${v.name}` === file.sourceInstanceName);
  return version ? { name: file.base, where: `${version.pageData}/${file.base}`, version } : null;
}

/**
 * Data files and each version's examples arrive as File nodes from gatsby-source-filesystem, which
 * watches them: an edit under `gatsby develop` re-creates the File node, Gatsby drops its old
 * children, and the nodes made here replace them, so pages show the edit without a restart.
 */
export async function createDataNodes({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): Promise<void> {
  if (node.internal.type !== 'File') return;
  const file = node as FileNode;
  const create = (type: string, key: string, fields: object) => {
    const child = {
      ...fields,
      id: createNodeId(`${type}-${key}`),
      parent: file.id,
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child as unknown as Node });
  };

  if (file.sourceInstanceName.startsWith(EXAMPLES_SOURCE)) {
    const version = file.sourceInstanceName.slice(EXAMPLES_SOURCE.length);
    create('ExampleFile', `${version}-${file.relativePath}`, {
      version,
      relativePath: file.relativePath,
      code: (await loadNodeContent(file)).trimEnd(),
    });
    return;
  }
  const data = dataFileOf(file);
  if (data) {
    try {
      for (const [type, key, fields] of childrenOf(data.name, await loadNodeContent(file), data.where, data.version))
        create(type, key, fields);
      recordContentProblems(file.absolutePath, []);
    } catch (error) {
      // Reported with the other content problems by `createPages`.
      recordContentProblems(file.absolutePath, [(error as Error).message]);
    }
  }
}
