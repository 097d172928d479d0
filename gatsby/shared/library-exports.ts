import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/**
 * The names a docs version's library exports from its entry (`src/index.tsx`), values and types alike,
 * `export *` followed, read with the TypeScript checker. Build-time only.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ENTRY = 'src/index.tsx';

interface ExportSource {
  name: string;
  library: string;
}

export function readLibraryExports(source: ExportSource, root = ROOT): string[] {
  const file = path.join(root, 'node_modules', source.library, ENTRY);
  if (!fs.existsSync(file))
    throw new Error(
      `Version ${JSON.stringify(source.name)}: its library ${source.library} has no ${ENTRY}, whose exports the API changes page compares.`,
    );
  const program = ts.createProgram([file], {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    types: [],
  });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(file)!);
  return entry ? checker.getExportsOfModule(entry).map((symbol) => symbol.name) : [];
}

const exportCache = new Map<string, string[]>();

/** A version's exports, read once per build. */
export function libraryExportsOf(source: ExportSource): string[] {
  if (!exportCache.has(source.name)) exportCache.set(source.name, readLibraryExports(source));
  return exportCache.get(source.name)!;
}
