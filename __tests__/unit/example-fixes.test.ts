import { parseDataFile } from '../../gatsby/sourcing/data-schemas';
import { exampleFixProblems, withImports } from '../../gatsby/page-data/example-fix-check';
import { PAGE_DATA } from '../../gatsby/page-data/registry';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';

const FILE = 'content/2.x/data/example-fixes.json';
const parse = (data: unknown) => () => parseDataFile('example-fixes.json', JSON.stringify(data), FILE);
const NOTE = "This example adds the missing import of Icon to the library's example.";

describe('example-fixes.json', () => {
  it("takes import lines or a file of the version's examples folder, each with one sentence", () => {
    expect(
      parse({
        TextInput: { imports: ["import { Pressable } from 'react-native';"], note: NOTE },
        'RadioButton.IOS': {
          file: 'RadioButtonIOS.tsx',
          note: "The library has no example for RadioButton.IOS; this one is the site's own.",
        },
      })(),
    ).toEqual({
      TextInput: { imports: ["import { Pressable } from 'react-native';"], note: NOTE },
      'RadioButton.IOS': {
        file: 'RadioButtonIOS.tsx',
        note: "The library has no example for RadioButton.IOS; this one is the site's own.",
      },
    });
  });

  it.each([
    [
      { TextInput: { imports: ['Pressable'], note: NOTE } },
      `"TextInput.imports[0]" is "Pressable"; expected an import line such as "import { Pressable } from 'react-native';".`,
    ],
    [{ TextInput: { imports: [], note: NOTE } }, '"TextInput.imports" is []; expected at least one import line.'],
    [
      { 'FAB.Menu': { file: '../1.x/examples/FABMenu.tsx', note: NOTE } },
      `"FAB.Menu.file" is "../1.x/examples/FABMenu.tsx"; expected a file in the version's examples folder, such as "RadioButtonAndroid.tsx".`,
    ],
    [
      { TextInput: { imports: ["import { Icon } from 'react-native-paper';"] } },
      '"TextInput.note" is missing; expected one sentence, starting with a capital and ending with a full stop.',
    ],
    [
      { TextInput: { imports: ["import { Icon } from 'react-native-paper';"], note: 'Adds Icon. And Pressable.' } },
      '"TextInput.note" is "Adds Icon. And Pressable."; expected one sentence; it has more than one.',
    ],
    [
      { TextInput: { note: NOTE } },
      `"TextInput" is {"note":${JSON.stringify(NOTE)}}; expected either "imports" (lines added to the library's example) or "file" (an example run in its place), not both or neither.`,
    ],
    [
      { TextInput: { code: 'x', note: NOTE } },
      '"TextInput.code" is not a key here; expected one of imports, file, note.',
    ],
  ])('a mistake names the file, the key and what was expected (%#)', (data, message) => {
    expect(parse(data)).toThrow(`${FILE}: ${message}`);
  });
});

describe('example fixes against the version’s component pages', () => {
  const components = [
    { title: 'TextInput', usage: "import { TextInput } from 'react-native-paper';" },
    { title: 'RadioButton.IOS', usage: null },
  ];

  it('accepts fixes of the version’s own pages', () => {
    expect(exampleFixProblems({ TextInput: { imports: ['x'] }, 'RadioButton.IOS': {} }, components, FILE)).toEqual([]);
  });

  it('stops on a title that is not a component page of the version, naming the file and key', () => {
    // Checkbox.Android is a page of another version only.
    expect(exampleFixProblems({ 'Checkbox.Android': {} }, components, FILE)).toEqual([
      `${FILE}: "Checkbox.Android" names no component page of this version; expected a component's title such as "Button" or "Appbar.Action".`,
    ]);
  });

  it('stops on imports for a page the library gives no example to add them to', () => {
    expect(exampleFixProblems({ 'RadioButton.IOS': { imports: ['x'] } }, components, FILE)).toEqual([
      `${FILE}: "RadioButton.IOS.imports" adds imports to the library's usage example, but RadioButton.IOS has none; expected "file", an example of the site's own.`,
    ]);
  });
});

describe('withImports', () => {
  it('adds the lines after the example’s last import, multi-line ones included', () => {
    const code =
      "import * as React from 'react';\nimport {\n  TextInput,\n} from 'react-native-paper';\n\nconst A = 1;";
    expect(withImports(code, ["import { Pressable } from 'react-native';"])).toBe(
      "import * as React from 'react';\nimport {\n  TextInput,\n} from 'react-native-paper';\nimport { Pressable } from 'react-native';\n\nconst A = 1;",
    );
  });

  it('puts them at the top of an example without imports', () => {
    expect(withImports('<Icon />', ["import { Icon } from 'react-native-paper';"])).toBe(
      "import { Icon } from 'react-native-paper';\n\n<Icon />",
    );
  });
});

describe("a page data file's example files", () => {
  // Two made-up versions' examples folders: 1.x has CheckboxIOS.tsx, 2.x (the one checked) does not.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'example-files-'));
  const examplesFolder = (version: string, files: string[]) => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, version, file)), { recursive: true });
      fs.writeFileSync(path.join(root, version, file), 'export default 1;\n');
    }
    return { examples: `content/${version}/examples`, examplesDir: path.join(root, version) };
  };
  examplesFolder('1.x', ['CheckboxIOS.tsx', 'FABMenu.tsx']);
  const two = examplesFolder('2.x', ['FABMenu.tsx', 'BottomNavigationBar/static.tsx']) as DocVersionSources;
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("must be in the version's own examples folder, each missing one named with its key", () => {
    const fixes = parse({
      'FAB.Menu': { file: 'FABMenu.tsx', note: NOTE },
      'RadioButton.IOS': { file: 'Nowhere.tsx', note: NOTE },
      'Checkbox.IOS': { file: 'CheckboxIOS.tsx', note: NOTE },
    })();
    expect(PAGE_DATA['example-fixes.json'].check!(fixes, FILE, two)).toEqual([
      `${FILE}: "RadioButton.IOS.file" is "Nowhere.tsx", but there is no content/2.x/examples/Nowhere.tsx.`,
      // 1.x has CheckboxIOS.tsx; 2.x does not, and one version's examples are not another's.
      `${FILE}: "Checkbox.IOS.file" is "CheckboxIOS.tsx", but there is no content/2.x/examples/CheckboxIOS.tsx.`,
    ]);
  });

  it("include an extended example's tabs", () => {
    const where = 'content/2.x/data/extended-examples.json';
    const examples = parseDataFile(
      'extended-examples.json',
      JSON.stringify({
        BottomNavigation: [
          {
            title: 'Two tabs',
            description: 'A bar with two tabs.',
            tabs: [
              { label: 'Static', file: 'BottomNavigationBar/static.tsx' },
              { label: 'Gone', file: 'BottomNavigationBar/gone.tsx' },
            ],
          },
        ],
      }),
      where,
    );
    expect(PAGE_DATA['extended-examples.json'].check!(examples, where, two)).toEqual([
      `${where}: "BottomNavigation[0].tabs[1].file" is "BottomNavigationBar/gone.tsx", but there is no content/2.x/examples/BottomNavigationBar/gone.tsx.`,
    ]);
  });
});
