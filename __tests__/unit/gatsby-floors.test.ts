import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';

/**
 * gatsby/'s folders, lowest first: a folder imports only from the folders below it (and itself), so
 * each can be read, tested and changed knowing only what is under it. The files directly in gatsby/
 * (webpack.ts and what only it uses) are the top: they wire the floors to Gatsby.
 */
const FLOORS = [
  'config',
  'shared',
  'mdx',
  'page-data',
  'page-markdown',
  'page-kinds',
  'schema',
  'sourcing',
  'pages',
  'queries',
  'post-build',
  'build-files',
  'develop',
];
const TOP = '(gatsby/)';

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The floor a file of `root` stands on: its first folder under `root`, or the top. */
const floorOf = (root: string, file: string): string => {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? parts[0] : TOP;
};
const height = (floor: string, floors: readonly string[]) => (floor === TOP ? floors.length : floors.indexOf(floor));

/** Every import, type imports and re-exports included, from a floor of `root` to a floor above it. */
function arrowsUp(root: string, floors: readonly string[]): string[] {
  const arrows: string[] = [];
  for (const file of sourceFiles(root)) {
    const from = floorOf(root, file);
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (path.relative(root, target).startsWith('..')) continue;
      const to = floorOf(root, target);
      if (height(to, floors) > height(from, floors))
        arrows.push(`${path.relative(root, file)} imports ${fileName} (${to} is above ${from})`);
    }
  }
  return arrows;
}

const GATSBY = path.resolve(__dirname, '..', '..', 'gatsby');

describe("gatsby/'s floors", () => {
  it('places every folder of gatsby/ on a floor', () => {
    const folders = fs
      .readdirSync(GATSBY, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !FLOORS.includes(folder))).toEqual([]);
    expect(FLOORS.filter((floor) => !folders.includes(floor))).toEqual([]);
  });

  it('has no import from a folder to one above it', () => {
    expect(arrowsUp(GATSBY, FLOORS)).toEqual([]);
  });

  it('names an import up, a type import and a require alike, and lets an import down pass', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'floors-'));
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), code);
    };
    try {
      write('low/a.ts', "import type { B } from '../high/b';\nexport const a = 1;\n");
      write('low/c.ts', "const wire = require('../wire');\nexport const c = wire;\n");
      write('high/b.ts', "import { a } from '../low/a';\nexport type B = typeof a;\n");
      write('wire.ts', "import { c } from './low/c';\nexport default c;\n");
      expect(arrowsUp(root, ['low', 'high']).sort()).toEqual([
        'low/a.ts imports ../high/b (high is above low)',
        `low/c.ts imports ../wire (${TOP} is above low)`,
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
