import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkGuide } from '../../gatsby/sourcing/guide-nodes';
import { extractCodeBlocks } from '../../gatsby/mdx/code-blocks';
import { createGuideCodeChecker, type GuideCodeProblem } from '../../gatsby/sourcing/guide-code';
import siteConfig from '../../site.config';

describe('extractCodeBlocks', () => {
  it('reads language, meta, code and the line of the opening fence', () => {
    const source = [
      '# Title',
      '',
      '```tsx title="App.tsx"',
      'const a = 1;',
      'const b = 2;',
      '```',
      '',
      '~~~bash',
      'npm test',
      '~~~',
    ].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      { language: 'tsx', meta: { title: 'App.tsx', fragment: false }, code: 'const a = 1;\nconst b = 2;', line: 3 },
      { language: 'bash', meta: { title: undefined, fragment: false }, code: 'npm test', line: 8 },
    ]);
  });

  it('marks fragments', () => {
    const [block] = extractCodeBlocks('```tsx fragment title="App.tsx"\n<Button />\n```');
    expect(block.meta).toEqual({ title: 'App.tsx', fragment: true });
  });

  it('keeps a ``` fence inside a ```` fence', () => {
    const source = ['````mdx', '```tsx', 'const a = 1;', '```', '````', '', '```ts', 'let b;', '```'].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks.map((b) => [b.language, b.line, b.code])).toEqual([
      ['mdx', 1, '```tsx\nconst a = 1;\n```'],
      ['ts', 7, 'let b;'],
    ]);
  });

  it('finds indented fences and removes their indentation', () => {
    const source = ['<Admonition>', '  ```ts', '  const a = 1;', '    nested();', '  ```', '</Admonition>'].join('\n');
    expect(extractCodeBlocks(source)).toMatchObject([{ language: 'ts', code: 'const a = 1;\n  nested();', line: 2 }]);
  });

  it('ignores inline code with three backticks', () => {
    expect(extractCodeBlocks('Write ```tsx``` like this.')).toEqual([]);
  });
});

// Every ```ts and ```tsx block that is not a `fragment` must compile against the copy of
// react-native-paper its version documents, and the React Native types (`gatsby/sourcing/guide-code.ts`,
// which `gatsby develop` also runs to warn about a guide as it is saved).
const root = path.resolve(__dirname, '../..');
const versions = siteConfig.docs.versions.map((version) => ({
  name: version.name,
  dir: `${version.content}/guides`,
  library: version.library,
}));

describe.each(versions)('code in the $name guides ($dir, against $library)', ({ dir, library }) => {
  const guides = fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => `${dir}/${name}`);
  let problems: GuideCodeProblem[];
  beforeAll(() => {
    problems = createGuideCodeChecker(library)(
      guides.map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') })),
    );
  });

  it('uses valid compiler options', () => {
    expect(problems.filter((p) => p.file === 'tsconfig.json').map((p) => p.message)).toEqual([]);
  });

  it.each(guides)('%s', (guide) => {
    expect(problems.filter((p) => p.file === guide).map((p) => p.message)).toEqual([]);
  });
});

describe('createGuideCodeChecker', () => {
  it('reports a block that does not compile at its line in the guide, and reads blocks that import each other', () => {
    const check = createGuideCodeChecker();
    const source = [
      '# A guide', // 1
      '',
      '```ts title="theme.ts"', // 3
      'export const radius = 4;',
      '```',
      '',
      '```tsx title="App.tsx"', // 7
      "import { radius } from './theme';",
      'const size: string = radius;', // 9
      '```',
      '',
      '```tsx fragment',
      'not code at all',
      '```',
    ].join('\n');
    expect(check([{ file: 'content/guides/99-x.mdx', source }]).map((p) => p.message)).toEqual([
      "content/guides/99-x.mdx:9:7: TS2322: Type 'number' is not assignable to type 'string'. (in the tsx block at line 7)",
    ]);
    // A second check reuses the parsed libraries and sees the fix.
    expect(
      check([{ file: 'content/guides/99-x.mdx', source: source.replace('const size: string', 'const size: number') }]),
    ).toEqual([]);
  });
});

describe('gatsby develop', () => {
  const command = process.env.gatsby_executing_command;
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    process.env.gatsby_executing_command = 'develop';
    jest.useFakeTimers();
  });
  afterAll(() => {
    jest.useRealTimers();
    process.env.gatsby_executing_command = command;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('warns about a guide whose code does not type-check, once its node is created', () => {
    const file = path.join(dir, '99-x.mdx');
    fs.writeFileSync(
      file,
      ['---', 'title: X', 'order: 99', '---', '', '```tsx', 'const size: string = 4;', '```'].join('\n'),
    );
    const warnings: string[] = [];
    const node = { id: 'x', internal: { type: 'Mdx', contentFilePath: file }, frontmatter: { title: 'X', order: 99 } };
    const reporter = {
      panicOnBuild: (message: string) => warnings.push(`panic: ${message}`),
      warn: (message: string) => warnings.push(message),
    };
    const args = { node, actions: { createNodeField: () => undefined }, reporter };
    (checkGuide as unknown as (a: typeof args) => void)(args);
    expect(warnings).toEqual([]);
    jest.runAllTimers();
    expect(warnings).toEqual([
      [
        'Guide code that does not type-check (a partial snippet needs `fragment`, see docs/writing-guides.md):',
        `${path.relative(process.cwd(), file)}:7:7: TS2322: Type 'number' is not assignable to type 'string'. (in the tsx block at line 6)`,
      ].join('\n'),
    ]);
  });
});
