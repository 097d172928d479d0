import fs from 'fs';
import path from 'path';
import { createDataNodes } from '../../gatsby/sourcing/data-nodes';
import { parseDataFile, type DataFileName } from '../../gatsby/sourcing/data-schemas';
import { PAGE_DATA } from '../../gatsby/page-data/registry';
import { docVersions } from '../../gatsby/config/site-config';
import { lastVersionOf } from '../../src/shared/doc-versions';
import { contentProblemsOf, reportContentProblems } from '../../gatsby/sourcing/content-problems';
import type { Reporter } from 'gatsby';

const ROOT = path.resolve(__dirname, '../..');
/** Every data file as committed: the site's (content/data) and each version's page data. */
const COMMITTED = [path.join(ROOT, 'content/data'), ...docVersions().map((version) => version.pageDataDir)].flatMap(
  (dir) =>
    (['showcase.json', ...Object.keys(PAGE_DATA)] as DataFileName[])
      .filter((file) => fs.existsSync(path.join(dir, file)))
      .map((file) => [path.relative(ROOT, path.join(dir, file)), file] as const),
);

describe('content/data files', () => {
  it('include every page data file of the version at /docs/', () => {
    expect(COMMITTED.map(([where]) => where)).toEqual(
      expect.arrayContaining([`${lastVersionOf(docVersions()).pageData}/theme-colors.json`]),
    );
  });

  it.each(COMMITTED)('%s as committed passes its check', (where, file) => {
    expect(() => parseDataFile(file, fs.readFileSync(path.join(ROOT, where), 'utf8'), where)).not.toThrow();
  });

  it.each([
    [
      'showcase.json',
      [{ name: 'App', color: 'purple' }],
      '"[0].color" is "purple"; expected a hex colour such as "#6200EE".',
    ],
    [
      'showcase.json',
      [{ name: 'App', color: '#fff', android: 'http://example.com' }],
      '"[0].android" is "http://example.com"; expected an https:// address.',
    ],
    [
      'showcase.json',
      [{ name: 'App', colour: '#fff' }],
      '"[0].colour" is not a key here; expected one of name, screenshot, color, android, ios, github.',
    ],
    [
      'showcase.json',
      [{ name: 'App', color: '#fff', screenshot: 'app.png' }],
      '"[0].screenshot" is "app.png"; expected the name of a picture in content/showcase/, and there is none by that name.',
    ],
    [
      'known-issues.json',
      { TextInput: { 'Label overlaps': 'not a link' } },
      '"TextInput.Label overlaps" is "not a link"; expected an https:// address.',
    ],
    [
      'extended-examples.json',
      { FAB: [{ title: 'T', description: 'D', tabs: [] }] },
      '"FAB[0].tabs" is []; expected at least one tab.',
    ],
    ['screenshot-variants.json', { Chip: 'flat' }, '"Chip" is "flat"; expected a list of variant names.'],
    [
      'configurator.json',
      { 'Appbar.Action': { inside: 'Appbar' } },
      '"Appbar.Action.inside" is "Appbar"; expected an opening tag such as "<Appbar>".',
    ],
    [
      'configurator.json',
      { Button: { props: { children: ['Press'] } } },
      '"Button.props.children" is ["Press"]; expected text, a number, true or false.',
    ],
    [
      'configurator.json',
      { Button: { start: {} } },
      '"Button.start" is not a key here; expected one of props, code, inside, without.',
    ],
  ] as const)('a mistake in %s names the key and what was expected', (file, data, message) => {
    expect(() => parseDataFile(file, JSON.stringify(data))).toThrow(`content/data/${file}: ${message}`);
  });
});

describe('data file nodes', () => {
  // A version's page data is read by the version's name in site.config.ts: any configured one will do.
  const { name, pageData } = lastVersionOf(docVersions());
  /** Runs the node hook on a File node of `sourceInstanceName` and returns the nodes and links it made. */
  async function nodesOf(sourceInstanceName: string, relativePath: string, content: string) {
    const created: Record<string, unknown>[] = [];
    const links: [string, string][] = [];
    const file = {
      id: 'file-1',
      sourceInstanceName,
      relativePath,
      absolutePath: path.join('/site/content', sourceInstanceName, relativePath),
      base: path.basename(relativePath),
      internal: { type: 'File' },
    };
    const args = {
      node: file,
      loadNodeContent: async () => content,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: (data: unknown) => JSON.stringify(data).length.toString(),
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        createParentChildLink: ({ parent, child }: { parent: { id: string }; child: { id: string } }) =>
          links.push([parent.id, child.id]),
      },
    };
    await (createDataNodes as unknown as (a: typeof args) => Promise<void>)(args);
    return { created, links, stops: contentProblemsOf(file.absolutePath) };
  }

  it('are children of their File node, so GraphiQL shows where they come from and an edit replaces them', async () => {
    const showcase = JSON.stringify([
      { name: 'One', color: '#111' },
      { name: 'Two', color: '#222222' },
    ]);
    const { created, links } = await nodesOf('data', 'showcase.json', showcase);
    expect(
      created.map((node) => [node.name, node.order, node.parent, (node.internal as { type: string }).type]),
    ).toEqual([
      ['One', 0, 'file-1', 'ShowcaseApp'],
      ['Two', 1, 'file-1', 'ShowcaseApp'],
    ]);
    expect(links).toEqual(created.map((node) => ['file-1', node.id]));
  });

  it('turns an example file into an ExampleFile with its code', async () => {
    const { created } = await nodesOf('examples-2.x', 'FAB/group.tsx', 'export default 1;\n\n');
    expect(created).toMatchObject([
      { version: '2.x', relativePath: 'FAB/group.tsx', code: 'export default 1;', internal: { type: 'ExampleFile' } },
    ]);
  });

  it("keeps a bad file's message for the build's report, makes no nodes from it, and forgets it once fixed", async () => {
    const { created, stops } = await nodesOf(`data-${name}`, 'known-issues.json', '{"TextInput": {"Bug": 3}}');
    expect(created).toEqual([]);
    expect(stops).toEqual([`${pageData}/known-issues.json: "TextInput.Bug" is 3; expected an https:// address.`]);
    const fixed = await nodesOf(`data-${name}`, 'known-issues.json', '{"TextInput": {"Bug": "https://example.com/1"}}');
    expect(fixed.stops).toEqual([]);
  });

  it('reports every recorded and checked problem in one message', async () => {
    await nodesOf('data', 'showcase.json', '[{"name": "One", "color": "purple"}]');
    const reported: string[] = [];
    const reporter = { panicOnBuild: (message: string) => reported.push(message) };
    const titleProblem = 'content/1.x/data/known-issues.json: "Buton" names no component page of 1.x';
    reportContentProblems(reporter as unknown as Reporter, [titleProblem]);
    expect(reported).toHaveLength(1);
    const message = reported[0].split('\n');
    expect(message[0]).toBe('Content files have 2 mistakes:');
    expect(message).toContain(titleProblem);
    expect(message.some((line) => line.startsWith('content/data/showcase.json: "[0].color" is "purple"'))).toBe(true);
    await nodesOf('data', 'showcase.json', '[{"name": "One", "color": "#111111"}]');
  });

  const nodesMade = (made: { created: Record<string, unknown>[] }) =>
    made.created as { rows?: unknown; tabs?: unknown }[];

  it("tags a version's page data with the version, and leaves page data outside a version's folder alone", async () => {
    const issues = '{"TextInput": {"Bug": "https://example.com/1"}}';
    const { created } = await nodesOf(`data-${name}`, 'known-issues.json', issues);
    expect(created).toMatchObject([{ component: 'TextInput', version: name, kind: 'knownIssues' }]);
    expect((await nodesOf('data', 'known-issues.json', issues)).created).toEqual([]);
  });

  it("tags with the version what a resolver reads it from: a colour table's rows and an example's tabs", async () => {
    const colors = await nodesOf(
      `data-${name}`,
      'theme-colors.json',
      '{"Badge": {"backgroundColor": "theme.colors.error"}}',
    );
    expect(nodesMade(colors)[0].rows).toEqual([expect.objectContaining({ version: name })]);
    const examples = await nodesOf(
      `data-${name}`,
      'extended-examples.json',
      JSON.stringify({
        BottomNavigation: [
          {
            title: 'Tabs',
            description: 'Two tabs.',
            tabs: [{ label: 'Static', file: 'BottomNavigationBar/static.tsx' }],
          },
        ],
      }),
    );
    expect(examples.stops).toEqual([]);
    expect(nodesMade(examples)[0].tabs).toEqual([
      { label: 'Static', file: 'BottomNavigationBar/static.tsx', version: name },
    ]);
  });

  it('leaves other files alone', async () => {
    expect((await nodesOf('data', 'component-pages.json', '{}')).created).toEqual([]);
    expect((await nodesOf(`data-${name}`, 'showcase.json', '[]')).created).toEqual([]);
    expect((await nodesOf('guides', 'showcase.json', '[]')).created).toEqual([]);
  });
});
