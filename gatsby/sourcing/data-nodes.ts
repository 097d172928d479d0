import type { CreateNodeArgs, Node } from 'gatsby';
import { themeRoleProblems, toThemeColorTable } from '../schema/theme-color-table';
import { themeRolesOf } from '../theme-roles';
import { missingExampleFiles } from './example-files';
import {
  EXAMPLES_SOURCE,
  isDataFileName,
  isPageDataFile,
  PAGE_DATA_SOURCE,
  parseDataFile,
  SITE_DATA_SOURCE,
  type DataFileName,
  type DataOf,
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
 * What each content/data file becomes: showcase apps, and the extra sections of component pages
 * (theme colours, more examples, known issues, screenshot variants, extended examples, the
 * configurator's starting points, corrected usage examples) keyed by the component's title, which the resolvers join to the
 * page.
 */
const CHILDREN_OF: { [F in DataFileName]: (data: DataOf<F>) => Child[] } = {
  'showcase.json': (apps) => apps.map((app, order) => ['ShowcaseApp', app.name, { ...app, order }]),
  'theme-colors.json': (colors) =>
    Object.entries(colors).map(([component, map]) => [
      'ComponentThemeColors',
      component,
      toThemeColorTable(component, map),
    ]),
  'more-examples.json': (lists) => linkLists('moreExamples', lists),
  'known-issues.json': (lists) => linkLists('knownIssues', lists),
  'screenshot-variants.json': (variants) =>
    Object.entries(variants).map(([component, names]) => [
      'ComponentScreenshotVariants',
      component,
      { component, variants: names },
    ]),
  'configurator.json': (entries) =>
    Object.entries(entries).map(([component, entry]) => [
      'ComponentConfiguratorEntry',
      component,
      { component, ...entry },
    ]),
  'extended-examples.json': (examples) =>
    Object.entries(examples).flatMap(([component, list]) =>
      list.map((example, order): Child => [
        'ComponentExtendedExample',
        `${component}-${order}`,
        { component, order, ...example },
      ]),
    ),
  'example-fixes.json': (fixes) =>
    Object.entries(fixes).map(([component, fix]) => [
      'ComponentExampleFix',
      component,
      { component, imports: fix.imports ?? null, file: fix.file ?? null, note: fix.note },
    ]),
};

function linkLists(kind: 'moreExamples' | 'knownIssues', lists: Record<string, Record<string, string>>): Child[] {
  return Object.entries(lists).map(([component, links]) => [
    'ComponentLinkList',
    `${kind}-${component}`,
    { component, kind, links: Object.entries(links).map(([title, url]) => ({ title, url })) },
  ]);
}

/** A data file's child nodes, parsed once; a version's theme colours are checked against its theme's roles first. */
function childrenOf<F extends DataFileName>(
  file: F,
  source: string,
  where: string,
  version?: DocVersionSources,
): Child[] {
  const data = parseDataFile(file, source, where);
  if (version && file === 'theme-colors.json') checkThemeRoles(data as DataOf<'theme-colors.json'>, where, version);
  const missing = version ? missingExampleFiles(file, data, where, version) : [];
  if (missing.length > 0) throw new Error(missing.join('\n'));
  return CHILDREN_OF[file](data);
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
 * A version's theme-colors.json may name only the theme colours its library's theme has (site.config.ts
 * `themeColors`): 6.x has no theme.colors.surfaceDisabled. Throws every problem, each naming file and key.
 */
function checkThemeRoles(colors: DataOf<'theme-colors.json'>, where: string, version: DocVersionSources): void {
  const problems = themeRoleProblems(colors, themeRolesOf(version), where, version.name);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * A page data node's fields with its version; a theme colours table's rows get it too (for their
 * swatches), and an extended example's tabs (for their files).
 */
function withVersion(fields: object, version: string): object {
  const { rows, tabs } = fields as { rows?: object[]; tabs?: object[] };
  const stamped = (list: object[] | undefined) => list?.map((item) => ({ ...item, version }));
  return { ...fields, version, ...(rows && { rows: stamped(rows) }), ...(tabs && { tabs: stamped(tabs) }) };
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
      const version = data.version?.name;
      for (const [type, key, fields] of childrenOf(data.name, await loadNodeContent(file), data.where, data.version))
        create(type, version ? `${version}-${key}` : key, version ? withVersion(fields, version) : fields);
      recordContentProblems(file.absolutePath, []);
    } catch (error) {
      // Reported with the other content problems by `createPages`.
      recordContentProblems(file.absolutePath, [(error as Error).message]);
    }
  }
}
