import { fixCode } from '../../src/shared/migration/fix-code';
import { migrationRules } from '../../src/shared/migration/rules';

// `--fix` on small sources: what it rewrites, what it leaves byte for byte, and what it leaves to the reader.

const rules = migrationRules(
  [
    {
      section: 'md3',
      names: { MD3LightTheme: 'LightTheme', MD3Colors: null },
      fixes: { MD3LightTheme: { rename: 'LightTheme' } },
    },
    {
      section: 'mode',
      names: { 'TextInput mode': 'TextInput variant', 'TextInput left': 'TextInput startAccessory' },
      fixes: { 'TextInput mode': { prop: 'variant', values: { flat: 'filled', outlined: 'outlined' } } },
    },
    {
      section: 'typography',
      names: { Paragraph: 'Text variant', Title: 'Text variant' },
      fixes: {
        Paragraph: { element: { name: 'Text', props: { variant: 'bodyMedium' } } },
        Title: { element: { name: 'Text', props: { variant: 'titleLarge' } } },
      },
    },
  ],
  'guides/migration',
  (target) => target,
);

const fix = (code: string, file = 'App.tsx') => {
  const result = fixCode(code, file, rules);
  if ('error' in result) throw new Error(result.error.message);
  return result;
};

describe('fixing one file', () => {
  it('renames an export, its import and every use, and leaves every other byte as it was', () => {
    const code = [
      "import { MD3LightTheme, Button } from 'react-native-paper';",
      '',
      '// MD3LightTheme in a comment stays.',
      'const theme = {   ...MD3LightTheme, roundness: 2 };',
      'const both = { MD3LightTheme };',
      'export const t: typeof MD3LightTheme = MD3LightTheme;',
    ].join('\n');
    const result = fix(code);
    expect(result.code).toBe(
      [
        "import { LightTheme, Button } from 'react-native-paper';",
        '',
        '// MD3LightTheme in a comment stays.',
        'const theme = {   ...LightTheme, roundness: 2 };',
        'const both = { MD3LightTheme: LightTheme };',
        'export const t: typeof LightTheme = LightTheme;',
      ].join('\n'),
    );
    expect(result.fixed.map(({ line, column, old, now }) => `${line}:${column} ${old} -> ${now}`)).toEqual([
      '1:10 MD3LightTheme -> LightTheme',
      '4:22 MD3LightTheme -> LightTheme',
      '5:16 MD3LightTheme -> LightTheme',
      '6:24 MD3LightTheme -> LightTheme',
      '6:40 MD3LightTheme -> LightTheme',
    ]);
    expect(result.left).toEqual([]);
    // A second run changes nothing.
    expect(fix(result.code)).toMatchObject({ code: result.code, fixed: [] });
  });

  it('keeps the code’s own name where it has an alias, exports it, or the new name is taken', () => {
    expect(fix("import { MD3LightTheme as Base } from 'react-native-paper';\nconst t = Base;").code).toBe(
      "import { LightTheme as Base } from 'react-native-paper';\nconst t = Base;",
    );
    expect(fix("import { MD3LightTheme } from 'react-native-paper';\nconst LightTheme = MD3LightTheme;").code).toBe(
      "import { LightTheme as MD3LightTheme } from 'react-native-paper';\nconst LightTheme = MD3LightTheme;",
    );
    expect(fix("import { MD3LightTheme } from 'react-native-paper';\nexport { MD3LightTheme };").code).toBe(
      "import { LightTheme as MD3LightTheme } from 'react-native-paper';\nexport { MD3LightTheme };",
    );
    // A type import stays one.
    expect(fix("import { type MD3LightTheme as T, Button } from 'react-native-paper';").code).toBe(
      "import { type LightTheme as T, Button } from 'react-native-paper';",
    );
  });

  it('renames a prop and maps its string value; a value it cannot map is left and still reported', () => {
    const code = [
      "import { TextInput as Field } from 'react-native-paper';",
      '<Field mode="flat" label="A" />;',
      "<Field mode={'outlined'} />;",
      '<Field mode={mode} />;',
      '<Field left={<Icon />} />;',
    ].join('\n');
    const result = fix(code);
    expect(result.code.split('\n').slice(1)).toEqual([
      '<Field variant="filled" label="A" />;',
      "<Field variant={'outlined'} />;",
      '<Field mode={mode} />;',
      '<Field left={<Icon />} />;',
    ]);
    expect(result.fixed.map(({ old, now }) => `${old} -> ${now}`)).toEqual([
      'TextInput mode="flat" -> TextInput variant="filled"',
      'TextInput mode="outlined" -> TextInput variant="outlined"',
    ]);
    expect(result.left.map(({ line, old }) => `${line} ${old}`)).toEqual(['4 TextInput mode', '5 TextInput left']);
  });

  it('draws a component as another with its props, importing the replacement once under a free name', () => {
    const code = [
      "import { Text } from 'react-native';",
      "import { Paragraph, Title, Button } from 'react-native-paper';",
      '<>',
      '  <Title>Hi</Title>',
      '  <Paragraph style={s}>Body</Paragraph>',
      '  <Paragraph />',
      '</>;',
    ].join('\n');
    expect(fix(code).code).toBe(
      [
        "import { Text } from 'react-native';",
        "import { Text as PaperText, Button } from 'react-native-paper';",
        '<>',
        '  <PaperText variant="titleLarge">Hi</PaperText>',
        '  <PaperText variant="bodyMedium" style={s}>Body</PaperText>',
        '  <PaperText variant="bodyMedium" />',
        '</>;',
      ].join('\n'),
    );
    // Paper's Text already imported: the replaced imports go, and a line left with none goes with them.
    expect(
      fix("import { Text } from 'react-native-paper';\nimport { Title } from 'react-native-paper';\n<Title>A</Title>;")
        .code,
    ).toBe('import { Text } from \'react-native-paper\';\n<Text variant="titleLarge">A</Text>;');
  });

  it('leaves a component used other than as an element, or already given the prop, to the reader', () => {
    const wrapped = "import { Title } from 'react-native-paper';\nconst T = styled(Title);\n<Title>A</Title>;";
    expect(fix(wrapped)).toMatchObject({ code: wrapped, fixed: [] });
    const given = 'import { Title } from \'react-native-paper\';\n<Title variant="x">A</Title>;';
    expect(fix(given)).toMatchObject({ code: given, fixed: [] });
    expect(fix(given).left.map((finding) => finding.old)).toEqual(['Title', 'Title']);
  });

  it('gives the parser’s error for code that does not parse, and changes nothing', () => {
    expect(fixCode('const a = <;', 'a.tsx', rules)).toHaveProperty('error');
  });

  it('leaves a file as it was, and says why, when the fixed code would not parse', () => {
    const broken = rules.map((rule) => (rule.name === 'MD3LightTheme' ? { ...rule, fix: { rename: '1Light' } } : rule));
    const code = "import { MD3LightTheme } from 'react-native-paper';\nconst t = MD3LightTheme;";
    expect(fixCode(code, 'a.ts', broken)).toMatchObject({
      code,
      fixed: [],
      problem: expect.stringMatching(/^The fixed code would not parse \(.+\), so the file is left as it was\.$/),
      left: [expect.objectContaining({ old: 'MD3LightTheme' }), expect.objectContaining({ old: 'MD3LightTheme' })],
    });
  });
});
