import path from 'path';
import ts from 'typescript';
import { extractCodeBlocks, type CodeBlock } from '../mdx/code-blocks';
import { versionWordsOf } from '../mdx/version-words';
import { guideVersionOf } from '../config/guide-version';

const ROOT = path.resolve(__dirname, '..', '..');

/** A guide's source and the path it is reported by (`content/5.x/guides/01-getting-started.mdx`). */
interface GuideSource {
  file: string;
  source: string;
}

interface GuideBlock extends CodeBlock {
  file: string;
}

/** A compiler message about a guide's code, at its line and column in the guide. */
export interface GuideCodeProblem {
  file: string;
  message: string;
}

/** The block's title as a module path, `src/App.tsx` -> `src/App`. */
const moduleName = (block: GuideBlock) => block.meta.title?.replace(/\.(d\.ts|tsx?)$/, '');

/**
 * Blocks import each other by their titles: `import { theme } from './theme'` in App.tsx means
 * the block titled theme.ts. Prefer the same guide and there the nearest such block above the
 * import, which is the one the reader just saw; otherwise another guide's (the HomeScreen.tsx
 * from Getting started).
 */
function importedBlock(blocks: GuideBlock[], importer: GuideBlock, specifier: string): GuideBlock | undefined {
  const target = path.posix.join(path.posix.dirname(importer.meta.title ?? ''), specifier);
  const candidates = blocks.filter((b) => b !== importer && moduleName(b) === target);
  const sameGuide = candidates.filter((b) => b.file === importer.file);
  return sameGuide.filter((b) => b.line < importer.line).pop() ?? sameGuide[0] ?? candidates[0];
}

/**
 * A block without imports or exports would be a global script, and two such blocks declaring
 * `App` would clash, so make it a module. A declaration file (title `*.d.ts`) stays global on
 * purpose: its `declare module` is what other blocks rely on.
 */
function asModule(block: CodeBlock): string {
  const isModule = /^(import|export)\b/m.test(block.code);
  const isDeclarationFile = block.meta.title?.endsWith('.d.ts') ?? false;
  return isModule || isDeclarationFile ? block.code : `${block.code}\n\nexport {};\n`;
}

/**
 * Guides import `react-native-paper` whichever version they document: for another installed copy
 * (`react-native-paper-v6`, an npm alias), that name leads to the copy's types.
 */
export function libraryPaths(library: string): ts.MapLike<string[]> | undefined {
  if (library === 'react-native-paper') return undefined;
  const folder = path.join(ROOT, 'node_modules', library);
  const { types } = JSON.parse(ts.sys.readFile(path.join(folder, 'package.json')) ?? '{}') as { types?: string };
  if (!types) throw new Error(`${library} is not installed, or names no types in its package.json.`);
  return { 'react-native-paper': [path.join(folder, types)] };
}

const describe = (d: ts.Diagnostic) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;

/**
 * Type-checks every ```ts and ```tsx block of the guides that is not a `fragment` against the
 * installed libraries, as `__tests__/unit/guide-code.test.ts` requires. Each call builds a new
 * program, reusing the library files the previous call parsed (they do not change while
 * `gatsby develop` runs), so a second check costs a fraction of the first.
 */
export function createGuideCodeChecker(library = 'react-native-paper'): (guides: GuideSource[]) => GuideCodeProblem[] {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config;
  // No global node/jest types: guide code runs in an app, not in Node.
  const options: ts.CompilerOptions = {
    ...ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options,
    types: [],
    noEmit: true,
    paths: libraryPaths(library),
  };
  const parsed = new Map<string, ts.SourceFile | undefined>();
  let previous: ts.Program | undefined;

  return (guides) => {
    // The code as the guide's readers see it in its version's state (placeholders filled).
    const blocks = guides.flatMap(({ file, source }) =>
      extractCodeBlocks(source, versionWordsOf(guideVersionOf(path.resolve(ROOT, file))))
        .filter((block) => (block.language === 'ts' || block.language === 'tsx') && !block.meta.fragment)
        .map((block): GuideBlock => ({ ...block, file })),
    );
    // Each block is a file that exists only here, inside the project so imports resolve from node_modules.
    const fileOf = (block: GuideBlock) =>
      path.join(ROOT, '.guide-code', `${path.basename(block.file, '.mdx')}-${block.line}.${block.language}`);
    const blockByFile = new Map(blocks.map((block) => [fileOf(block), block]));

    const host = ts.createCompilerHost(options);
    const readFile = host.readFile;
    host.fileExists = (fileName) => blockByFile.has(fileName) || ts.sys.fileExists(fileName);
    host.readFile = (fileName) => {
      const block = blockByFile.get(fileName);
      return block ? asModule(block) : readFile(fileName);
    };
    host.getSourceFile = (fileName, languageVersion) => {
      const block = blockByFile.get(fileName);
      if (block) return ts.createSourceFile(fileName, asModule(block), languageVersion, true);
      if (!parsed.has(fileName)) {
        const text = readFile(fileName);
        parsed.set(
          fileName,
          text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true),
        );
      }
      return parsed.get(fileName);
    };
    const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
    host.resolveModuleNameLiterals = (literals, containingFile) =>
      literals.map(({ text }) => {
        const importer = blockByFile.get(containingFile);
        const imported = importer && text.startsWith('.') ? importedBlock(blocks, importer, text) : undefined;
        if (!imported) return ts.resolveModuleName(text, containingFile, options, host, cache);
        const extension = imported.language === 'tsx' ? ts.Extension.Tsx : ts.Extension.Ts;
        return { resolvedModule: { resolvedFileName: fileOf(imported), extension } };
      });

    const program = ts.createProgram([...blockByFile.keys()], options, host, previous);
    previous = program;
    const problems = program
      .getOptionsDiagnostics()
      .map((d) => ({ file: 'tsconfig.json', message: `tsconfig.json: ${describe(d)}` }));
    for (const block of blocks) {
      const source = program.getSourceFile(fileOf(block))!;
      for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
        const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
        // The code starts on the line after the opening fence.
        const where = `${block.file}:${block.line + 1 + line}:${character + 1}`;
        problems.push({
          file: block.file,
          message: `${where}: ${describe(d)} (in the ${block.language} block at line ${block.line})`,
        });
      }
    }
    return problems;
  };
}
