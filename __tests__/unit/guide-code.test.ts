import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { extractCodeBlocks, type CodeBlock } from '../helpers/code-blocks';

describe('extractCodeBlocks', () => {
  it('reads language, meta, code and the line of the opening fence', () => {
    const source = ['# Title', '', '```tsx title="App.tsx"', 'const a = 1;', 'const b = 2;', '```', '', '~~~bash', 'npm test', '~~~'].join('\n');
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

// Every ```ts and ```tsx block that is not a `fragment` must compile against the
// installed react-native-paper and React Native types.
const root = path.resolve(__dirname, '../..');
const guidesDir = path.join(root, 'content/guides');

interface GuideBlock extends CodeBlock {
  guide: string;
}

const guides = fs
  .readdirSync(guidesDir)
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .map((guide) => ({
    guide,
    blocks: extractCodeBlocks(fs.readFileSync(path.join(guidesDir, guide), 'utf8'))
      .filter((block) => (block.language === 'ts' || block.language === 'tsx') && !block.meta.fragment)
      .map((block): GuideBlock => ({ ...block, guide })),
  }))
  .filter(({ blocks }) => blocks.length > 0);

const allBlocks = guides.flatMap((g) => g.blocks);

/** The block's title as a module path, `src/App.tsx` -> `src/App`. */
const moduleName = (block: GuideBlock) => block.meta.title?.replace(/\.(d\.ts|tsx?)$/, '');

/**
 * Blocks import each other by their titles: `import { theme } from './theme'`
 * in App.tsx means the block titled theme.ts. Prefer the same guide and there
 * the nearest such block above the import, which is the one the reader just saw;
 * otherwise another guide's (the HomeScreen.tsx from Getting started).
 */
function importedBlock(importer: GuideBlock, specifier: string): GuideBlock | undefined {
  const target = path.posix.join(path.posix.dirname(importer.meta.title ?? ''), specifier);
  const candidates = allBlocks.filter((b) => b !== importer && moduleName(b) === target);
  const sameGuide = candidates.filter((b) => b.guide === importer.guide);
  return sameGuide.filter((b) => b.line < importer.line).pop() ?? sameGuide[0] ?? candidates[0];
}

describe('code in the guides', () => {
  // The folder must sit inside the project so imports resolve from node_modules.
  let tmpDir: string;
  let program: ts.Program;
  const fileOf = (block: GuideBlock) => path.join(tmpDir, `${path.basename(block.guide, '.mdx')}-${block.line}.${block.language}`);

  beforeAll(() => {
    tmpDir = fs.mkdtempSync(path.join(root, '.tmp-guide-code-'));
    for (const block of allBlocks) fs.writeFileSync(fileOf(block), asModule(block));
    const blockByFile = new Map(allBlocks.map((block) => [fileOf(block), block]));

    const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    // No global node/jest types: guide code runs in an app, not in Node.
    const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, types: [], noEmit: true };
    const host = ts.createCompilerHost(options);
    const cache = ts.createModuleResolutionCache(root, (name) => name, options);
    host.resolveModuleNameLiterals = (literals, containingFile) =>
      literals.map(({ text }) => {
        const importer = blockByFile.get(containingFile);
        const imported = importer && text.startsWith('.') ? importedBlock(importer, text) : undefined;
        if (!imported) return ts.resolveModuleName(text, containingFile, options, host, cache);
        const extension = imported.language === 'tsx' ? ts.Extension.Tsx : ts.Extension.Ts;
        return { resolvedModule: { resolvedFileName: fileOf(imported), extension } };
      });
    program = ts.createProgram(allBlocks.map(fileOf), options, host);
  });

  afterAll(() => {
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('uses valid compiler options', () => {
    expect(program.getOptionsDiagnostics().map(describeDiagnostic)).toEqual([]);
  });

  it.each(guides.map((g) => [g.guide, g.blocks] as const))('%s', (_guide, blocks) => {
    const problems = blocks.flatMap((block) => {
      const source = program.getSourceFile(fileOf(block));
      if (!source) return [`${where(block)}: the block was not compiled`];
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
        const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
        // The code starts on the line after the opening fence.
        return `${where(block)}, line ${line + 1} of the block (${block.guide}:${block.line + 1 + line}:${character + 1}): ${describeDiagnostic(d)}`;
      });
    });
    expect(problems).toEqual([]);
  });
});

const where = (block: GuideBlock) =>
  `content/guides/${block.guide}, block at line ${block.line}`;

const describeDiagnostic = (d: ts.Diagnostic) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;

/**
 * A block without imports or exports would be a global script, and two such
 * blocks declaring `App` would clash, so make it a module. A declaration file
 * (title `*.d.ts`) stays global on purpose: its `declare module` is what other
 * blocks rely on.
 */
function asModule(block: CodeBlock): string {
  const isModule = /^(import|export)\b/m.test(block.code);
  const isDeclarationFile = block.meta.title?.endsWith('.d.ts') ?? false;
  return isModule || isDeclarationFile ? block.code : `${block.code}\n\nexport {};\n`;
}
