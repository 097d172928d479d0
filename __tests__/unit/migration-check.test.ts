import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import ts from 'typescript';
import { applyPatch, parsePatch } from 'diff';
import { checkCode } from '../../src/shared/migration/check-code';
import { parseSource } from '../../src/shared/migration/ast';
import { themeHooksIn } from '../../src/shared/migration/theme-sources';
import { migrationRules } from '../../src/shared/migration/rules';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { configuredBasePath } from '../../gatsby/config/base-path';
import { versionNamed } from '../../src/shared/doc-versions';

// The migration check: the rules module on small sources, and the command line on a 5.x app written
// for it (__tests__/fixtures/migration-app), as a reader runs it, against 6.x's breaking changes (a
// release fact: the app is written against what changed from 5.x to 6.x). The command line reads the
// rules a build writes; here they are the breaking changes file's alone, in a file of their own
// (the build's, with the comparison's, are checked in __tests__/build/migration-rules.test.ts).

const ROOT = path.resolve(__dirname, '..', '..');
const APP = path.join(__dirname, '..', 'fixtures', 'migration-app');
const MIGRATING_TO = versionNamed(docVersions(), '6.x');
/** Where 6.x's docs are published, by site.config.ts: /6.x/docs/ while it is the next version, /docs/ once current. */
const SITE = `${siteConfig().url}${configuredBasePath()}${MIGRATING_TO.root}`;

/** A rules file as the build writes it, from 6.x's breaking changes file only: the command line's `--rules`. */
const RULES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-rules-'));
const RULES_FILE = path.join(RULES_DIR, 'migration-rules.json');
fs.writeFileSync(
  RULES_FILE,
  JSON.stringify({
    version: MIGRATING_TO.name,
    from: '5.x',
    rules: migrationRules(MIGRATING_TO.migration!.changes, MIGRATING_TO.migration!.guide, (target) => target),
  }),
);
afterAll(() => fs.rmSync(RULES_DIR, { recursive: true, force: true }));

const rules = migrationRules(
  [
    { section: 'fabgroup', names: { 'FAB.Group': 'FAB.Menu', onStateChange: 'FAB.Menu onDismiss' } },
    { section: 'mode', names: { 'TextInput mode': 'TextInput variant' } },
    { section: 'roles', names: { surfaceDisabled: null, roundness: 'guides/theming#shapes' } },
    { section: 'md3', names: { MD3LightTheme: 'LightTheme' } },
  ],
  'guides/migration',
  (target) => `/${target}`,
);
const parsed = (code: string) => {
  const result = parseSource(code, 'App.tsx');
  if ('error' in result) throw new Error(result.error.message);
  return result.program;
};
const found = (code: string, file = 'App.tsx') => {
  const result = checkCode(code, file, rules);
  if ('error' in result) throw new Error(result.error.message);
  return result.findings.map(({ line, column, old, replacement }) => `${line}:${column} ${old} -> ${replacement}`);
};

describe('checking one file', () => {
  it('finds renamed imports, members, props on them and theme roles, each at its line and column', () => {
    const code = [
      "import { FAB as PaperFAB, TextInput, MD3LightTheme } from 'react-native-paper';",
      'const theme = MD3LightTheme;',
      '<PaperFAB.Group onStateChange={f} />;',
      '<TextInput mode="flat" />;',
      'const c = theme.colors.surfaceDisabled + theme.roundness;',
    ].join('\n');
    expect(found(code)).toEqual([
      '1:38 MD3LightTheme -> LightTheme',
      '2:15 MD3LightTheme -> LightTheme',
      '3:2 FAB.Group -> FAB.Menu',
      '3:17 FAB.Group onStateChange -> FAB.Menu onDismiss',
      '4:12 TextInput mode -> TextInput variant',
      '5:24 surfaceDisabled -> null',
      '5:48 roundness -> null',
    ]);
    expect(rules.find((rule) => rule.name === 'roundness')?.link).toBe('/guides/theming#shapes');
    expect(rules.find((rule) => rule.name === 'FAB.Group')?.link).toBe('/guides/migration#fabgroup');
  });

  it("leaves names that are not Paper's alone", () => {
    const code = [
      "import { TextInput } from 'react-native';",
      "import { FAB } from './my-fab';",
      '<TextInput mode="x" />; <FAB.Group />;',
      'const surfaceDisabled = other.surfaceDisabled;',
    ].join('\n');
    expect(found(code)).toEqual([]);
  });

  it('matches an export with a common name only where it is imported from Paper', () => {
    const withOverlay = [...rules, { name: 'overlay', replacement: null, link: '/api#exports', imported: true }];
    const overlays = (code: string) => {
      const result = checkCode(code, 'App.tsx', withOverlay);
      return 'findings' in result ? result.findings.map(({ line, column, old }) => `${line}:${column} ${old}`) : result;
    };
    expect(
      overlays("import { overlay as tint } from 'react-native-paper';\nconst c = tint(2, theme.colors.surface);"),
    ).toEqual(['1:10 overlay', '2:11 overlay']);
    expect(
      overlays(
        "import { overlay } from './colors';\nconst c = overlay(2);\nconst s = theme.overlay + makeStyles({ overlay: 1 });",
      ),
    ).toEqual([]);
  });

  it("finds keys and roles set on Paper's theme: passed to a component's theme prop or built from Paper's theme", () => {
    const code = [
      "import { Button, MD3LightTheme } from 'react-native-paper';",
      'const theme = { ...MD3LightTheme, roundness: 2, colors: { primary: "red", surfaceDisabled: "#eee" } };',
      'const dark = { ...MD3LightTheme.colors, surfaceDisabled: "#111" };',
      '<Button theme={{ roundness: 8, colors: { surfaceDisabled: "#ddd" } }} />;',
      'const mine = { roundness: 4, colors: { surfaceDisabled: 1 } };',
    ].join('\n');
    expect(found(code)).toEqual([
      '1:18 MD3LightTheme -> LightTheme',
      '2:20 MD3LightTheme -> LightTheme',
      '2:35 roundness -> null',
      '2:75 surfaceDisabled -> null',
      '3:19 MD3LightTheme -> LightTheme',
      '3:41 surfaceDisabled -> null',
      '4:18 roundness -> null',
      '4:42 surfaceDisabled -> null',
    ]);
  });

  it("follows the theme through the app's own hooks, in the file or elsewhere in the project, and typed theme objects", () => {
    const withRoles = [...rules, { name: 'isV3', replacement: null, link: '/md2' }];
    const olds = (code: string, hooks?: Set<string>) => {
      const result = checkCode(code, 'App.tsx', withRoles, hooks);
      return 'findings' in result ? result.findings.map(({ line, old }) => `${line} ${old}`) : result;
    };
    const code = [
      "import { useTheme, type MD3Theme } from 'react-native-paper';",
      'export const useAppTheme = () => useTheme<AppTheme>();',
      'function usePalette() { return useAppTheme(); }',
      'const { isV3, colors: { surfaceDisabled } } = useAppTheme();',
      'const t = usePalette();',
      'const r = t.roundness + usePalette().roundness;',
      'const custom: MD3Theme = { roundness: 3 };',
    ].join('\n');
    expect(olds(code)).toEqual(['4 isV3', '4 surfaceDisabled', '6 roundness', '6 roundness', '7 roundness']);
    // A hook from another file of the project, as the command line and the page pass them.
    const other = "import { useAppTheme } from './theme';\nconst { isV3 } = useAppTheme();";
    expect(olds(other)).toEqual([]);
    expect(olds(other, new Set(['useAppTheme']))).toEqual(['2 isV3']);
    expect(themeHooksIn(parsed(code))).toEqual(new Set(['useAppTheme', 'usePalette']));
  });

  it("matches a colour role only in a theme's colors, and a prop that no longer takes an element only where given one", () => {
    const strict = migrationRules(
      [{ section: 'roles', names: { backdrop: null }, noElements: ['TextInput label'] }],
      'guides/migration',
      (target) => target,
    ).map((rule) => (rule.name === 'backdrop' ? { ...rule, role: true } : rule));
    const code = [
      "import { TextInput, MD3LightTheme } from 'react-native-paper';",
      'const a = theme.backdrop + theme.colors.backdrop;',
      'const t = { ...MD3LightTheme, backdrop: 1, colors: { backdrop: 2 } };',
      '<TextInput label="Name" />;',
      '<TextInput label={<Text>Name</Text>} />;',
    ].join('\n');
    const result = checkCode(code, 'App.tsx', strict);
    expect('findings' in result && result.findings.map(({ line, column, old }) => `${line}:${column} ${old}`)).toEqual([
      '2:41 backdrop',
      '3:54 backdrop',
      '5:12 TextInput label',
    ]);
  });

  it("leaves a role on an object the file makes itself, which is not Paper's theme", () => {
    expect(found('const colors = { surfaceDisabled: 1 };\nconst c = colors.surfaceDisabled;')).toEqual([]);
    expect(found('const theme = makeTheme();\nconst c = theme.colors.surfaceDisabled;')).toEqual([
      '2:24 surfaceDisabled -> null',
    ]);
  });

  it("gives the parser's message at its line for code that does not parse, and never throws on hostile input", () => {
    expect(checkCode('const a = 1;\nconst b = <;\n', 'bad.tsx', rules)).toEqual({
      error: { line: 2, column: 12, message: expect.stringMatching(/^Unexpected token/) },
    });
    expect(checkCode('\u0000\u0001\uFFFD binary', 'bin.js', rules)).toHaveProperty('error');
    const deep = `${'<View>'.repeat(20000)}${'</View>'.repeat(20000)}`;
    expect(checkCode(deep, 'deep.tsx', rules)).toEqual({
      error: { line: 1, column: 1, message: 'It is nested too deeply for the parser to read.' },
    });
    // A chain of ten thousand members is read as one name, not followed down the stack.
    const chain = `import { FAB } from 'react-native-paper';\nFAB.Group${'.x'.repeat(10_000)};`;
    expect(found(chain)).toEqual(['2:1 FAB.Group -> FAB.Menu']);
    // A `.ts` file is TypeScript without JSX: `<T>value` is a cast there.
    expect(
      found("import { MD3LightTheme } from 'react-native-paper';\nconst t = <object>MD3LightTheme;", 'a.ts'),
    ).toEqual(['1:10 MD3LightTheme -> LightTheme', '2:19 MD3LightTheme -> LightTheme']);
  });
});

describe('npm run migration-check', () => {
  const runWith = (rulesFile: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'migration-check.mjs'), ...args, '--rules', rulesFile], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: ROOT },
    });
  const run = (...args: string[]) => runWith(RULES_FILE, ...args);
  /** The check of the files given against 6.x's changes. */
  const check = (...args: string[]) => run(...args, '--version', MIGRATING_TO.name);
  const app = check(path.relative(ROOT, APP));
  const lines = app.stdout.trim().split('\n');

  it('prints a line per finding, path:line:column  old → new  (link), paths relative to the folder given, and exits 1', () => {
    expect(app.status).toBe(1);
    expect(lines).toContain(
      `src/screens/SignIn.tsx:10:9  TextInput mode → TextInput variant  (${SITE}guides/migration/#textinput-mode-becomes-variant)`,
    );
    expect(lines).toContain(`src/screens/Inbox.tsx:32:8  FAB.Group → FAB.Menu  (${SITE}guides/migration/#fabgroup)`);
    expect(lines).toContain(
      `src/theme.ts:12:39  isV3 → removed  (${SITE}guides/migration/#configurefonts-no-longer-takes-isv3)`,
    );
    expect(
      lines.every((line) => /^src\/[\w/]+\.(tsx|ts|js):\d+:\d+ {2}\S.* → .* {2}\(https:\/\/\S+\)$/.test(line)),
    ).toBe(true);
  });

  it('finds at least 30 distinct changes in the 5.x app, none in code that is not Paper’s or under node_modules', () => {
    const olds = new Set(lines.map((line) => line.split('  ')[1].split(' → ')[0]));
    expect(olds.size).toBeGreaterThanOrEqual(30);
    expect(lines.filter((line) => /NativeSearch|node_modules/.test(line))).toEqual([]);
  });

  it('prints the same findings as JSON with --json', () => {
    const json = JSON.parse(check(path.relative(ROOT, APP), '--json').stdout) as {
      file: string;
      line: number;
      column: number;
      old: string;
      replacement: string | null;
      link: string;
    }[];
    expect(
      json.map((f) => `${f.file}:${f.line}:${f.column}  ${f.old} → ${f.replacement ?? 'removed'}  (${f.link})`),
    ).toEqual(lines);
  });

  it('reports a file it cannot parse at its line and still checks the rest, exiting 3; exits 0 when nothing is found', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-check-'));
    fs.writeFileSync(path.join(dir, 'a-broken.tsx'), "import { FAB } from 'react-native-paper';\n<FAB.Group ;\n");
    fs.writeFileSync(path.join(dir, 'b-fine.tsx'), "import { HelperText } from 'react-native-paper';\n");
    const result = check(dir);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(
      /^a-broken\.tsx:2:\d+ {2}parse error: .+\nb-fine\.tsx:1:10 {2}HelperText → TextInput supportingText/,
    );
    expect(
      check(path.join(dir, 'b-fine.tsx'), path.relative(ROOT, path.join(APP, 'src/screens/NativeSearch.tsx'))).status,
    ).toBe(1);
    expect(check(path.relative(ROOT, path.join(APP, 'src/screens/NativeSearch.tsx')))).toMatchObject({
      status: 0,
      stdout: '',
    });
  });

  it('checks against the newest version whose breaking changes file lists changes when no --version is given', () => {
    const newest = docVersions()
      .filter((version) => (version.migration?.changes.length ?? 0) > 0)
      .at(-1)!;
    const byDefault = run(path.relative(ROOT, APP));
    const named = run(path.relative(ROOT, APP), '--version', newest.name);
    expect({ status: byDefault.status, stdout: byDefault.stdout }).toEqual({
      status: named.status,
      stdout: named.stdout,
    });
  });

  it('prints only its JSON on standard output when run as the README says to pipe it', () => {
    const app = path.relative(ROOT, APP);
    for (const [command, args] of [
      ['npx', ['--offline', 'paper-migration-check', app]],
      ['npm', ['run', '-s', 'migration-check', '--', app]],
    ] as const) {
      const result = spawnSync(command, [...args, '--json', '--rules', RULES_FILE], { cwd: ROOT, encoding: 'utf8' });
      expect(JSON.parse(result.stdout)).toEqual(JSON.parse(check(app, '--json').stdout));
    }
  });

  it('exits 2 with the usage on a usage error', () => {
    for (const args of [[], ['--nope', 'src'], ['no/such/folder'], ['src', '--version', '9.x']]) {
      const result = run(...args);
      expect({ args, status: result.status }).toEqual({ args, status: 2 });
      expect(result.stderr).toContain('Usage: npm run migration-check -- <folder or files>');
    }
  });

  it('says how to get rules when there are none, and names a file that holds none or another version’s', () => {
    const app = path.relative(ROOT, APP);
    const missing = path.join(RULES_DIR, 'none.json');
    expect(runWith(missing, app)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('build the site first (npm run build), or name a rules file with --rules.'),
    });
    const other = path.join(RULES_DIR, 'other.json');
    fs.writeFileSync(other, JSON.stringify({ version: '5.x', from: '4.x', rules: [] }));
    expect(runWith(other, app, '--version', '6.x').stderr).toContain(`${other} holds the rules of 5.x, not of 6.x`);
    fs.writeFileSync(other, '{ "rules": ');
    expect(runWith(other, app).stderr).toContain(`${other} is not a migration rules file: `);
  });
});

describe('npm run migration-check -- --fix and --dry-run', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-fix-'));
    fs.cpSync(APP, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'migration-check.mjs'), dir, ...args, '--version', '6.x', '--rules', RULES_FILE],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, INIT_CWD: ROOT } },
    );
  /** Every file of the copy, by its path in it. */
  const files = () =>
    Object.fromEntries(
      (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
        .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
    );

  it('prints with --dry-run the diff --fix then writes, and writes nothing itself', () => {
    const before = files();
    const dryRun = run('--dry-run');
    expect(dryRun.status).toBe(1);
    expect(dryRun.stdout).toContain('-        mode="outlined"\n+        variant="outlined"\n');
    expect(files()).toEqual(before);

    const fixed = run('--fix');
    expect(fixed.status).toBe(1);
    expect(fixed.stderr).toMatch(/^Checked 6 files: fixed \d+ uses in 4 files; \d+ uses left to change by hand\.\n$/);
    const after = files();
    // The diff, applied to each file as it was, gives the file as --fix wrote it.
    for (const patch of parsePatch(dryRun.stdout)) {
      const file = patch.oldFileName!.replace(/^a\//, '');
      expect(applyPatch(before[file], patch)).toBe(after[file]);
    }
    // Files with nothing to fix are byte for byte the same.
    expect(before['src/screens/NativeSearch.tsx']).toEqual(expect.stringContaining('react-native'));
    expect(after['src/screens/NativeSearch.tsx']).toBe(before['src/screens/NativeSearch.tsx']);
    expect(fixed.stdout).toContain(
      'src/screens/SignIn.tsx:10:9  fixed: TextInput mode="outlined" → TextInput variant="outlined"',
    );

    // A second run has nothing more to fix.
    const again = run('--fix');
    expect(again.stdout).not.toContain('fixed:');
    expect(files()).toEqual(after);
  });

  /** Each type error TypeScript finds in the copy against the 6.x library's types, as `path:line`. */
  const typeErrors = () => {
    // The app's React Native imports are not what is checked here.
    fs.writeFileSync(path.join(dir, 'react-native.d.ts'), "declare module 'react-native';\n");
    const modules = path.join(ROOT, 'node_modules');
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('node_modules'),
    );
    const program = ts.createProgram(
      files.map((file) => path.join(dir, file)),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        paths: {
          'react-native-paper': [path.join(modules, MIGRATING_TO.library, 'lib/typescript/src/index.d.ts')],
          '*': [path.join(modules, '@types/*'), path.join(modules, '*')],
        },
      },
    );
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!);
      return `${path.relative(dir, diagnostic.file!.fileName)}:${line + 1}`;
    });
  };

  it("leaves code that type-checks against 6.x's types but on the lines it still reports", () => {
    const before = typeErrors();
    const result = JSON.parse(run('--fix', '--json').stdout) as { file: string; line: number; fixed?: true }[];
    // Before the fix, its lines had type errors: the check below can fail.
    const fixedLines = result.filter((entry) => entry.fixed).map(({ file, line }) => `${file}:${line}`);
    expect(before.filter((error) => fixedLines.includes(error)).length).toBeGreaterThan(0);
    const reported = new Set(result.filter((entry) => !entry.fixed).map(({ file, line }) => `${file}:${line}`));
    const after = typeErrors();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((error) => !reported.has(error))).toEqual([]);
  });

  it('lists with --json what it fixed and what is left, by file and place', () => {
    const json = JSON.parse(run('--fix', '--json').stdout) as {
      file: string;
      old: string;
      now?: string;
      fixed?: true;
    }[];
    expect(json).toContainEqual(
      expect.objectContaining({ file: 'src/theme.ts', old: 'MD3LightTheme', now: 'LightTheme', fixed: true }),
    );
    expect(json).toContainEqual(
      expect.objectContaining({ file: 'src/screens/Inbox.tsx', old: 'FAB.Group', replacement: 'FAB.Menu' }),
    );
  });
});

describe('npm run migration-check on what a hostile or careless project holds', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-hostile-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const IMPORT = "import { HelperText } from 'react-native-paper';\n";
  const write = (name: string, text = IMPORT) => fs.writeFileSync(path.join(dir, name), text);
  const check = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'migration-check.mjs'), ...args, '--version', '6.x', '--rules', RULES_FILE],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, INIT_CWD: ROOT },
        timeout: 30_000,
      },
    );

  it("prints a file name's control characters and line breaks as escapes, never as terminal commands or a line of their own", () => {
    write('clip\u001b]52;c;aGk=\u0007\nfake.tsx:1:1  Title → Text.tsx');
    write('code.tsx', 'const a = "\u009b31m";\nconst b = <;\n');
    const result = check(dir);
    const controls = [...result.stdout].filter((char) => char !== '\n' && /\p{Cc}/u.test(char));
    expect(controls).toEqual([]);
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /^clip\\u001b\]52;c;aGk=\\u0007\\u000afake\.tsx:1:1 {2}Title → Text\.tsx:1:10 {2}HelperText → /,
      ),
      expect.stringMatching(/^code\.tsx:2:\d+ {2}parse error: /),
    ]);
  });

  it('reports a file too large to read at its path, before reading it, and checks the others; exits 3', () => {
    write('a-bundle.js', ' '.repeat(2_000_001));
    write('b-screen.tsx');
    const result = check(dir);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(
      /^a-bundle\.js {2}not checked: it is 2,000,001 bytes; the check reads files up to 2,000,000 bytes\nb-screen\.tsx:1:10 {2}HelperText → /,
    );
    expect(result.stderr).toBe('Checked 1 file: 1 use of names that changed; 1 file could not be checked.\n');
  });

  it('reads every JavaScript and TypeScript extension but declaration files, and says when there was nothing to read', () => {
    for (const extension of ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'd.ts', 'd.mts', 'json', 'md'])
      write(`screen.${extension}`);
    const result = check(dir);
    expect(
      result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(':')[0]),
    ).toEqual(['cjs', 'cts', 'js', 'jsx', 'mjs', 'mts', 'ts', 'tsx'].map((extension) => `screen.${extension}`));
    expect(result.status).toBe(1);
    fs.rmSync(dir, { recursive: true });
    fs.mkdirSync(dir);
    write('notes.md');
    expect(check(dir)).toMatchObject({
      status: 3,
      stdout: '',
      stderr: expect.stringContaining('No file to check: it reads .js, .jsx, .ts, .tsx, .mjs, .cjs, .mts, .cts files.'),
    });
  });

  it('skips links and pipes in a folder, reads a link named on the command line, and never waits on a pipe', () => {
    write('screen.tsx');
    fs.symlinkSync('screen.tsx', path.join(dir, 'linked.tsx'));
    fs.symlinkSync(ROOT, path.join(dir, 'loop'));
    spawnSync('mkfifo', [path.join(dir, 'pipe.tsx')]);
    const inFolder = check(dir);
    expect(
      inFolder.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(':')[0]),
    ).toEqual(['screen.tsx']);
    expect(inFolder.stderr).toContain('2 link or special files skipped');
    const named = check(path.join(dir, 'linked.tsx'), path.join(dir, 'pipe.tsx'));
    expect(named.error).toBeUndefined();
    expect(named.status).toBe(3);
    expect(named.stdout).toContain(`${path.join(dir, 'linked.tsx')}:1:10  HelperText → `);
    expect(named.stdout).toContain(`${path.join(dir, 'pipe.tsx')}  not checked: it is not a regular file`);
  });
});
