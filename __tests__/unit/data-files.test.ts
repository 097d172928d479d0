import fs from 'fs';
import path from 'path';
import { createDataNodes } from '../../gatsby/sourcing/data-nodes';
import { isDataFileName, parseDataFile } from '../../gatsby/sourcing/data-schemas';

const ROOT = path.resolve(__dirname, '../..');
/** The site's data folder and each version's page data folder. */
const DATA_DIRS = ['content/data', 'content/5.x/data', 'content/6.x/data'];
const committed = DATA_DIRS.flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter(isDataFileName)
    .map((file) => [`${dir}/${file}`, file] as const),
);

describe('content/data files', () => {
  it.each(committed)('%s as committed passes its check', (where, file) => {
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
  /** Runs the node hook on a File node of `sourceInstanceName` and returns the nodes and links it made. */
  async function nodesOf(sourceInstanceName: string, relativePath: string, content: string) {
    const created: Record<string, unknown>[] = [];
    const links: [string, string][] = [];
    const stops: string[] = [];
    const file = {
      id: 'file-1',
      sourceInstanceName,
      relativePath,
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
      reporter: { panicOnBuild: (message: string) => stops.push(message) },
    };
    await (createDataNodes as unknown as (a: typeof args) => Promise<void>)(args);
    return { created, links, stops };
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
    const { created } = await nodesOf('examples', 'FAB/group.tsx', 'export default 1;\n\n');
    expect(created).toMatchObject([
      { relativePath: 'FAB/group.tsx', code: 'export default 1;', internal: { type: 'ExampleFile' } },
    ]);
  });

  it('stops the build on a bad file with its message, and makes no nodes from it', async () => {
    const { created, stops } = await nodesOf('data-5.x', 'known-issues.json', '{"TextInput": {"Bug": 3}}');
    expect(created).toEqual([]);
    expect(stops).toEqual(['content/5.x/data/known-issues.json: "TextInput.Bug" is 3; expected an https:// address.']);
  });

  it('leaves other files alone', async () => {
    expect((await nodesOf('data', 'component-pages.json', '{}')).created).toEqual([]);
    expect((await nodesOf('guides', 'showcase.json', '[]')).created).toEqual([]);
  });
});
