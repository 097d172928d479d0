import fs from 'fs';
import os from 'os';
import path from 'path';
import { sourceNodes } from '../../plugins/gatsby-source-component-docs/gatsby-node';

const libsRootDir = path.resolve(__dirname, '../../node_modules/react-native-paper/src/components');

function gatsbyArgs(cache = new Map<string, unknown>()) {
  const nodes: Record<string, any>[] = [];
  const reporter = {
    panicOnBuild: jest.fn(),
    info: jest.fn(),
    activityTimer: jest.fn(() => ({ start: jest.fn(), end: jest.fn() })),
  };
  const args = {
    actions: { createNode: (node: Record<string, any>) => nodes.push(node) },
    createNodeId: (key: string) => `id-${key}`,
    createContentDigest: () => 'digest',
    reporter,
    cache: {
      get: async (key: string) => cache.get(key),
      set: async (key: string, value: unknown) => cache.set(key, value),
    },
  };
  return { args, nodes, reporter, cache };
}

const run = (args: unknown, pages: unknown, docsRootDir = '/docs/components') =>
  (sourceNodes as (a: unknown, o: unknown) => Promise<void>)(args, {
    libsRootDir,
    docsRootDir,
    pages,
    version: '1.x',
    plugins: [],
  });

describe('gatsby-source-component-docs', () => {
  it('creates a ComponentDoc node per page with its route id, title, usage and props', async () => {
    const { args, nodes, reporter } = gatsbyArgs();
    await run(args, { Badge: 'Badge', Appbar: { Appbar: 'Appbar/Appbar', AppbarAction: 'Appbar/AppbarAction' } });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(nodes.map((n) => [n.internal.type, n.docId, n.title, n.sourcePath])).toEqual([
      ['ComponentDoc', 'components/Badge', 'Badge', 'Badge.tsx'],
      ['ComponentDoc', 'components/Appbar', 'Appbar', 'Appbar/Appbar.tsx'],
      ['ComponentDoc', 'components/Appbar/AppbarAction', 'Appbar.Action', 'Appbar/AppbarAction.tsx'],
    ]);
    expect(nodes[0].usage).toContain("import { Badge } from 'react-native-paper';");
    expect(nodes[0].description).not.toContain('## Usage');
    expect(nodes[0].moreUsage).toEqual([]);
    // Appbar documents a top bar and a bottom bar: the second example is kept, with its label.
    expect(nodes[1].usage).toContain('<Appbar.BackAction');
    expect(nodes[1].moreUsage).toEqual([
      expect.objectContaining({
        intro: '### Bottom bar',
        code: expect.stringContaining('<Appbar.Action icon="archive"'),
      }),
    ]);
    expect(nodes[2].props.find((p: { name: string }) => p.name === 'icon')).toMatchObject({ required: true });
  });

  it('places the pages under the docsRootDir it is given', async () => {
    const { args, nodes } = gatsbyArgs();
    await run(args, { Badge: 'Badge' }, '/docs/reference/components/');
    expect(nodes.map((n) => [n.docId, n.localId, n.path])).toEqual([
      ['reference/components/Badge', 'reference/components/Badge', '/docs/reference/components/Badge/'],
    ]);
  });

  it('stops the build naming a listed file that does not exist', async () => {
    const { args, reporter, nodes } = gatsbyArgs();
    await run(args, { Badge: 'Badge', Sheet: 'BottomSheet' });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(path.join(libsRootDir, 'BottomSheet.tsx')),
    );
    expect(nodes).toEqual([]);
  });

  it('stops the build naming a file that yields no documented component', async () => {
    const { args, reporter } = gatsbyArgs();
    await run(args, { Button: { ButtonUtils: 'Button/utils' } });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `gatsby-source-component-docs: ${path.join(libsRootDir, 'Button/utils.tsx')} yields no documented component.`,
    );
  });

  it('stops the build naming a documented component whose props come out empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-src-'));
    fs.mkdirSync(path.join(dir, 'components'));
    const file = path.join(dir, 'components', 'Blank.tsx');
    fs.writeFileSync(file, '/**\n * Draws nothing.\n */\nconst Blank = () => null;\n\nexport default Blank;\n');
    const { args, reporter, nodes } = gatsbyArgs();
    await (sourceNodes as (a: unknown, o: unknown) => Promise<void>)(args, {
      libsRootDir: path.join(dir, 'components'),
      docsRootDir: '/docs/components',
      pages: { Blank: 'Blank' },
      version: '1.x',
      plugins: [],
    });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `gatsby-source-component-docs: ${file} yields no props: it has neither a \`Props\` type nor a typed first parameter.`,
    );
    expect(nodes).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });

  it('reuses the parse while the library is unchanged', async () => {
    const first = gatsbyArgs();
    await run(first.args, { Badge: 'Badge' });
    expect(first.reporter.activityTimer).toHaveBeenCalledTimes(1);
    const second = gatsbyArgs(first.cache);
    await run(second.args, { Badge: 'Badge' });
    expect(second.reporter.activityTimer).not.toHaveBeenCalled();
    expect(second.nodes).toEqual(first.nodes);
  });
});
