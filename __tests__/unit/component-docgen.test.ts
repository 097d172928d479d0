import fs from 'fs';
import os from 'os';
import path from 'path';
import { ComponentParser, parseExtends, type ParsedComponent } from '../../plugins/gatsby-source-component-docs/docgen';
import { splitDescription } from '../../plugins/gatsby-source-component-docs/description';
import { listPages, titleOf } from '../../plugins/gatsby-source-component-docs/page-list';
import pagesMap from '../../content/5.x/component-pages.json';
import configuratorStarts from '../../content/5.x/data/configurator.json';
import { configuratorStartProblems } from '../../gatsby/sourcing/configurator-starts';
import { COLOR_ROLES } from '../../src/shared/theme-colors';
import { docPath } from '../../src/shared/routes';

const root = path.resolve(__dirname, '../../node_modules/react-native-paper/src/components');
const pages = listPages(pagesMap);
const fileOf = (source: string) => path.join(root, `${source}.tsx`);
let parser: ComponentParser;
const parsed = new Map<string, ParsedComponent | null>();

beforeAll(() => {
  parser = new ComponentParser(
    pages.map((page) => ({ file: fileOf(page.source), title: page.title, path: docPath(undefined, page.docId) })),
    path.resolve(root, '..'),
  );
  for (const page of pages) parsed.set(page.title, parser.parse(fileOf(page.source)));
});

const doc = (title: string) => parsed.get(title)!;
const prop = (title: string, name: string) => doc(title).props.find((p) => p.name === name);
const names = (title: string) => doc(title).props.map((p) => p.name);

describe('page list', () => {
  it('lists every page of the map, once, with its title and doc id', () => {
    const listed = Object.values(pagesMap).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    expect(pages.map((page) => page.source)).toEqual(listed);
    expect(pages.find((p) => p.source === 'Appbar/AppbarAction')).toMatchObject({
      title: 'Appbar.Action',
      docId: 'components/Appbar/AppbarAction',
    });
    expect(pages.find((p) => p.source === 'Badge')).toMatchObject({ title: 'Badge', docId: 'components/Badge' });
    expect(pages.find((p) => p.source === 'Button/Button')).toMatchObject({
      title: 'Button',
      docId: 'components/Button',
    });
    expect(pages.find((p) => p.source === 'Typography/Text')).toMatchObject({
      title: 'Text',
      docId: 'components/Text',
    });
    expect(titleOf('FAB', 'AnimatedFAB')).toBe('AnimatedFAB');
    expect(titleOf('TextInput', 'TextInputAffix')).toBe('TextInput.Affix');
  });
});

describe('ComponentParser on the installed library', () => {
  it('documents every page with a description and props', () => {
    for (const page of pages) {
      const result = parsed.get(page.title);
      expect({ page: page.title, documented: Boolean(result?.description) }).toEqual({
        page: page.title,
        documented: true,
      });
    }
    const withoutProps = pages.filter((page) => parsed.get(page.title)!.props.length === 0).map((page) => page.title);
    expect(withoutProps).toEqual([]);
  });

  it('reads Button, which docgen alone sees without props (forwardRef helper)', () => {
    expect(names('Button')).toEqual(
      expect.arrayContaining([
        'mode',
        'children',
        'onPress',
        'icon',
        'buttonColor',
        'textColor',
        'contentStyle',
        'labelStyle',
        'theme',
      ]),
    );
    expect(prop('Button', 'mode')).toMatchObject({
      required: false,
      type: "'text' | 'outlined' | 'contained' | 'elevated' | 'contained-tonal'",
      defaultValue: 'text',
    });
    expect(prop('Button', 'children')).toMatchObject({ required: true, type: 'React.ReactNode' });
    expect(prop('Button', 'contentStyle')?.type).toBe('StyleProp<ViewStyle>');
    expect(prop('Button', 'color')?.badges).toEqual([
      { kind: 'deprecated', text: 'Deprecated in v5.x - use `buttonColor` or `textColor` instead.' },
    ]);
    expect(prop('Button', 'color')?.description).toBe(
      'Custom text color for flat button, or background color for contained button.',
    );
    expect(doc('Button').extends).toEqual({ name: 'Surface', url: null });
  });

  it('reads TextInput, which docgen alone skips', () => {
    expect(names('TextInput')).toEqual(
      expect.arrayContaining([
        'mode',
        'label',
        'value',
        'onChangeText',
        'disabled',
        'error',
        'dense',
        'left',
        'right',
        'render',
      ]),
    );
    expect(prop('TextInput', 'mode')).toMatchObject({ type: "'flat' | 'outlined'", defaultValue: 'flat' });
    expect(prop('TextInput', 'disabled')?.defaultValue).toBe('false');
    expect(doc('TextInput').extends).toEqual({
      name: 'TextInput',
      url: 'https://reactnative.dev/docs/textinput#props',
    });
    expect(doc('TextInput').description).toMatch(/^A component to allow users to input text/);
  });

  it('reads Appbar.Action with its own and its IconButton-based props', () => {
    expect(prop('Appbar.Action', 'icon')).toMatchObject({ required: true, type: 'IconSource' });
    expect(prop('Appbar.Action', 'size')?.defaultValue).toBe('24');
    expect(prop('Appbar.Action', 'isLeading')?.badges[0]).toEqual({
      kind: 'supported',
      text: 'Available in v5.x with theme version 3',
    });
  });

  it('resolves documented defaults to their values', () => {
    expect(prop('Snackbar', 'duration')).toMatchObject({ type: 'number', defaultValue: '7000' });
    expect(prop('Snackbar', 'elevation')?.defaultValue).toBe('2');
    expect(prop('Snackbar', 'visible')?.required).toBe(true);
    expect(prop('Surface', 'elevation')).toMatchObject({ type: 'Elevation', defaultValue: '1' });
    expect(prop('Surface', 'mode')).toMatchObject({ type: "'flat' | 'elevated'", defaultValue: 'elevated' });
    expect(prop('Tooltip', 'enterTouchDelay')?.defaultValue).toBe('500');
    expect(prop('Tooltip', 'leaveTouchDelay')?.defaultValue).toBe('1500');
  });

  it('hides @internal props and drops @optional markers', () => {
    const all = [...parsed.values()].flatMap((result) => result!.props);
    expect(all.filter((p) => /@internal|@optional/.test(p.description))).toEqual([]);
    expect(names('Appbar.Content')).not.toContain('mode');
    expect(names('Card.Content')).not.toEqual(expect.arrayContaining(['index']));
    expect(names('Card.Content').filter((n) => ['index', 'total', 'siblings'].includes(n))).toEqual([]);
    expect(names('Card.Cover').filter((n) => ['index', 'total'].includes(n))).toEqual([]);
    expect(names('Appbar.Content')).toContain('title');
  });

  it('puts leading component tags into badges, not the description', () => {
    expect(doc('Dialog.Icon').badges).toEqual([{ kind: 'supported', text: 'Available in v5.x with theme version 3' }]);
    expect(doc('Dialog.Icon').description).toMatch(/^A component to show an icon in a Dialog\./);
  });

  it('gives a clear null for a file with no documented component', () => {
    expect(parser.parse(path.join(root, 'Button', 'utils.tsx'))).toBeNull();
  });

  it('gives every prop configurator.json starts a control that takes its value', () => {
    const components = pages.flatMap((page) => (doc(page.title) ? [{ title: page.title, ...doc(page.title) }] : []));
    expect(
      configuratorStartProblems(configuratorStarts, components, 'content/5.x/data/configurator.json', COLOR_ROLES),
    ).toEqual([]);
    const misspelt = { ...configuratorStarts, Button: { props: { children: 'Press me', mode: 'outlinde' } } };
    expect(configuratorStartProblems(misspelt, components, 'content/5.x/data/configurator.json', COLOR_ROLES)).toEqual([
      expect.stringMatching(
        /^content\/5\.x\/data\/configurator\.json: "Button\.props\.mode" is "outlinde"; expected one of "text", "outlined", /,
      ),
    ]);
  });
});

describe('splitDescription', () => {
  it('separates the summary from the usage code', () => {
    expect(splitDescription('A badge.\n\n## Usage\n```js\nconst a = 1;\n```\n')).toEqual({
      description: 'A badge.',
      usage: 'const a = 1;',
      moreUsage: [],
    });
    expect(splitDescription('Only words.')).toEqual({ description: 'Only words.', usage: null, moreUsage: [] });
  });

  it('keeps every usage block in order, each later one with the text written between it and the one before', () => {
    const comment = [
      'A bar.',
      '## Usage',
      '### Top bar',
      '```js',
      'const top = 1;',
      '```',
      '',
      '### Bottom bar',
      'Pinned to the [bottom](./Bottom).',
      '```tsx',
      'const bottom = 2;',
      '```',
      '```',
      'const third = 3;',
      '```',
    ].join('\n');
    expect(splitDescription(comment)).toEqual({
      description: 'A bar.',
      usage: 'const top = 1;',
      moreUsage: [
        { intro: '### Bottom bar\nPinned to the [bottom](./Bottom).', code: 'const bottom = 2;' },
        { intro: '', code: 'const third = 3;' },
      ],
    });
  });

  it("keeps a fence inside a block's code (a template string) as code", () => {
    const comment = '## Usage\n```js\nconst md = `x`;\nconst y = 1;\n```\n';
    expect(splitDescription(comment).usage).toBe('const md = `x`;\nconst y = 1;');
  });
});

describe('parseExtends', () => {
  it('reads the component name and link of an @extends tag', () => {
    expect(
      parseExtends(
        'TouchableRipple props https://callstack.github.io/react-native-paper/docs/components/TouchableRipple',
      ),
    ).toEqual({
      name: 'TouchableRipple',
      url: 'https://callstack.github.io/react-native-paper/docs/components/TouchableRipple',
    });
    expect(parseExtends(undefined)).toBeNull();
  });
});

describe('ComponentParser on a component whose props type has another name', () => {
  // 6.x names some props types after the component (TextInputProps, MenuProps) and has no `Props`.
  it('reads the props from the type of the component parameter', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-'));
    const file = path.join(dir, 'components', 'Field.tsx');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(
      file,
      `export type FieldProps = {
  /** What the field shows above its text. */
  label: string;
  /** How the field looks. */
  variant?: 'filled' | 'outlined';
};

/**
 * A text field.
 */
function Field(props: FieldProps) {
  return props.label ? null : null;
}

export default Field;
`,
    );
    const fieldParser = new ComponentParser([{ file, title: 'Field', path: '/docs/components/Field/' }], dir);
    const field = fieldParser.parse(file)!;
    expect(field.description).toBe('A text field.');
    expect(field.props.map((p) => [p.name, p.required, p.type])).toEqual([
      ['label', true, 'string'],
      ['variant', false, "'filled' | 'outlined'"],
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
