import fs from 'fs';
import path from 'path';
import ts from 'typescript';

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
    const program = ts.createProgram(files, options);
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(root, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  });
});
