import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { docVersions } from '../../gatsby/config/site-config';
import { libraryPaths } from '../../gatsby/sourcing/guide-code';

const root = path.resolve(__dirname, '..', '..');
const examplesDir = path.join(root, 'content', 'examples');

function exampleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return exampleFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('extended examples on component pages', () => {
  it('type-check against the installed libraries', () => {
    const files = exampleFiles(examplesDir);
    expect(files.length).toBeGreaterThan(0);
    const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, types: [], noEmit: true };
    // A version's own examples (content/examples/6.x/) import its library as `react-native-paper`.
    const versionOf = (file: string) =>
      docVersions().find((version) => path.relative(examplesDir, file).startsWith(`${version.name}/`));
    const libraries = [...new Set(files.map((file) => versionOf(file)?.library ?? 'react-native-paper'))];
    const diagnostics = libraries.flatMap((library) => {
      const own = files.filter((file) => (versionOf(file)?.library ?? 'react-native-paper') === library);
      return ts.getPreEmitDiagnostics(ts.createProgram(own, { ...options, paths: libraryPaths(library) }));
    });
    const problems = diagnostics.map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  });
});
