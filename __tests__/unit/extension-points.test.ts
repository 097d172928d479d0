import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/**
 * The site's extension points are unions whose every member needs its case somewhere: a control
 * kind its input, a message its reader and handler, a page block its HTML and its Markdown. Each
 * probe adds a member to one union, as a contributor would, and type-checks the project with that
 * one file changed: the places that must handle the new member fail to compile.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Probe {
  union: string;
  file: string;
  /** The union's first line as written, and the member the probe adds after it. */
  anchor: string;
  member: string;
  /** Where the compiler must object. */
  handlers: string[];
}

const PROBES: Probe[] = [
  {
    union: 'a configurator control kind',
    file: 'src/shared/configurator/controls.ts',
    anchor: 'export type Control =',
    member: "  | { kind: 'probe'; name: string; initial: undefined }",
    handlers: ['src/components/Configurator/ControlField.tsx', 'src/shared/configurator/value-check.ts'],
  },
  {
    union: 'a page-to-frame message',
    file: 'src/shared/live-example/protocol.ts',
    anchor: 'export type HostMessage =',
    member: "  | { type: 'rnp-live:probe' }",
    handlers: ['src/shared/live-example/protocol.ts', 'src/live-preview/start-runtime.tsx'],
  },
  {
    union: 'a frame-to-page message',
    file: 'src/shared/live-example/protocol.ts',
    anchor: 'export type FrameMessage =',
    member: "  | { type: 'rnp-live:probe' }",
    handlers: ['src/shared/live-example/protocol.ts', 'src/components/LiveExample/usePreviewFrame.ts'],
  },
  {
    union: 'a component page block',
    file: 'src/shared/pages/component-page.ts',
    anchor: 'export type ComponentBlock =',
    member: "  | { kind: 'probe' }",
    handlers: ['src/templates/component-doc.tsx', 'gatsby/page-markdown/component-markdown.ts'],
  },
];

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;

let previous: ts.Program | undefined;

/** The compiler's errors in `files`, with `changed` read as `text`. */
function errorsIn(files: string[], changed?: { file: string; text: string }): Map<string, string[]> {
  const host = ts.createCompilerHost(config.options);
  const read = host.getSourceFile;
  const changedPath = changed && path.join(ROOT, changed.file);
  host.getSourceFile = (name, language, onError, fresh) =>
    changedPath && path.resolve(name) === changedPath
      ? ts.createSourceFile(name, changed.text, language)
      : read(name, language, onError, fresh);
  const program = ts.createProgram({
    // The files checked and what they import, with the project's ambient declarations (query types,
    // build-time constants): not the whole project, which the type check covers.
    rootNames: [
      ...config.fileNames.filter((name) => name.endsWith('.d.ts')),
      ...files.map((file) => path.join(ROOT, file)),
    ],
    options: config.options,
    host,
    oldProgram: previous,
  });
  previous = program;
  return new Map(
    files.map((file) => [
      file,
      program
        .getSemanticDiagnostics(program.getSourceFile(path.join(ROOT, file)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')),
    ]),
  );
}

describe('extension points that do not compile until every case is handled', () => {
  it('compile as they are', () => {
    const handlers = [...new Set(PROBES.flatMap((probe) => probe.handlers))];
    expect(Object.fromEntries(errorsIn(handlers))).toEqual(Object.fromEntries(handlers.map((file) => [file, []])));
  }, 120_000);

  it.each(PROBES.map((probe) => [probe.union, probe] as const))(
    '%s added without its cases',
    (_, probe) => {
      const source = fs.readFileSync(path.join(ROOT, probe.file), 'utf8');
      expect(source).toContain(probe.anchor);
      const text = source.replace(probe.anchor, `${probe.anchor}\n${probe.member}`);
      const errors = errorsIn(probe.handlers, { file: probe.file, text });
      expect(probe.handlers.filter((file) => errors.get(file)!.length === 0)).toEqual([]);
    },
    120_000,
  );
});
