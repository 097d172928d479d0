import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { docVersions } from '../../gatsby/config/site-config';
import { libraryPaths } from '../../gatsby/sourcing/guide-code';

const root = path.resolve(__dirname, '..', '..');

function exampleFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return exampleFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe("a version's own code", () => {
  it("(its examples, home screen and screenshot scenes) type-checks against the version's library", () => {
    const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, types: [], noEmit: true };
    // A version's examples (content/<version>/examples/) import its library as `react-native-paper`.
    const byLibrary = new Map<string, string[]>();
    for (const version of docVersions())
      byLibrary.set(version.library, [
        ...(byLibrary.get(version.library) ?? []),
        ...exampleFiles(version.examplesDir),
        ...[path.join(root, version.screenshotScenes)].filter((file) => fs.existsSync(file)),
      ]);
    expect([...byLibrary.values()].flat().length).toBeGreaterThan(0);
    const diagnostics = [...byLibrary].flatMap(([library, own]) =>
      ts.getPreEmitDiagnostics(ts.createProgram(own, { ...options, paths: libraryPaths(library) })),
    );
    const problems = diagnostics.map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  });
});
