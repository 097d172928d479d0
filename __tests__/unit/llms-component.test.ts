import {
  componentContent,
  propTable,
  type ComponentDocData,
  type PropData,
} from '../../gatsby/page-markdown/component-markdown';
import { absoluteHref, firstSentence, type LinkContext } from '../../gatsby/page-markdown/markdown-text';
import { docBlocks, inlineCode, paragraph, serialize, table, text } from '../../gatsby/page-markdown/mdast';
import { markdownPath } from '../../src/shared/routes';
import { fixtureVersions } from '../helpers/version-fixtures';

const [one, two] = fixtureVersions(['1.x', '2.x'], '1.x');

const SITE = 'https://example.com/react-native-paper';
const context: LinkContext = {
  siteUrl: SITE,
  pageUrl: `${SITE}/docs/components/Chip/`,
  docPaths: ['/docs/components/Portal/', '/docs/components/Chip/', '/docs/components/Surface/'],
  version: one,
};

/** The cells of one table row, split at the pipes that are not escaped. */
const cellsOf = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

const prop = (overrides: Partial<PropData>): PropData => ({
  name: 'mode',
  required: false,
  typeTokens: [{ text: 'string' }],
  defaultValue: null,
  description: '',
  badges: [],
  ...overrides,
});

describe('markdownPath', () => {
  it.each([
    ['/docs/components/Button/', '/docs/components/Button.md'],
    ['/docs/components/Appbar/AppbarAction/', '/docs/components/Appbar/AppbarAction.md'],
    ['/docs/guides/theming.html#fonts', '/docs/guides/theming.md'],
    ['/docs/showcase', '/docs/showcase.md'],
    ['/', '/index.md'],
  ])('%s -> %s', (page, expected) => {
    expect(markdownPath(page)).toBe(expected);
  });
});

describe('markdown text helpers', () => {
  it('fences inline code with more backticks than it holds', () => {
    const written = (code: string) => serialize([paragraph(inlineCode(code))]).trim();
    expect(written('a')).toBe('`a`');
    expect(written('a `b` c')).toBe('``a `b` c``');
    expect(written('`x')).toBe('`` `x ``');
  });

  it('escapes pipes in table cells, code included', () => {
    const written = serialize([table(['A', 'B'], [[[text('x | y')], [inlineCode("'a' | 'b'")]]])]).trim();
    expect(written.split('\n')).toEqual(['| A | B |', '| - | - |', "| x \\| y | `'a' \\| 'b'` |"]);
  });

  it('makes links absolute: site paths, base-path links, fragments and the doc comments’ relative links', () => {
    expect(absoluteHref('/docs/guides/theming/', context)).toBe(`${SITE}/docs/guides/theming/`);
    expect(absoluteHref('/react-native-paper/docs/guides/fonts/', context)).toBe(`${SITE}/docs/guides/fonts/`);
    expect(absoluteHref('#props', context)).toBe(`${SITE}/docs/components/Chip/#props`);
    expect(absoluteHref('../../Portal', context)).toBe(`${SITE}/docs/components/Portal/`);
    expect(absoluteHref('https://reactnative.dev/docs/view', context)).toBe('https://reactnative.dev/docs/view');
    expect(absoluteHref('../NoSuchThing', context)).toBe('../NoSuchThing');
  });

  it('rewrites links in prose but not in code', () => {
    const source = [
      'See [Theming](/docs/guides/theming/) and `[x](/not/a/link)`.',
      '```md',
      '[y](/inside/code)',
      '```',
    ].join('\n');
    expect(serialize(docBlocks(source, context)).trim().split('\n')).toEqual([
      `See [Theming](${SITE}/docs/guides/theming/) and \`[x](/not/a/link)\`.`,
      '',
      '```md',
      '[y](/inside/code)',
      '```',
    ]);
  });

  it('rewrites images, titled links and link definitions', () => {
    const source = [
      'An ![icon (small)](/img/a.png) and [a',
      'link](../../Portal "Portal").',
      '',
      '[ref]: /docs/guides/fonts/',
    ];
    expect(
      serialize(docBlocks(source.join('\n'), context))
        .trim()
        .split('\n'),
    ).toEqual([
      `An ![icon (small)](${SITE}/img/a.png) and [a`,
      `link](${SITE}/docs/components/Portal/ "Portal").`,
      '',
      `[ref]: ${SITE}/docs/guides/fonts/`,
    ]);
  });

  it('takes the first sentence of a description as plain text', () => {
    expect(firstSentence('A `Chip` shows [compact](#x) info. It can be pressed.\n\nMore.')).toBe(
      'A Chip shows compact info.',
    );
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('Groups buttons.</br> It keeps their look.')).toBe('Groups buttons.');
  });
});

describe('propTable', () => {
  const written = serialize([
    propTable(
      [
        prop({
          name: 'mode',
          typeTokens: [{ text: "'flat' |\n  'outlined'" }],
          defaultValue: 'flat',
          description: 'Look of the chip:\n\n- `flat` | plain\n- `outlined`',
        }),
        prop({
          name: 'onPress',
          required: true,
          typeTokens: [{ text: '(e: ' }, { text: 'GestureResponderEvent' }, { text: ') => void' }],
          description: 'Called on press.',
        }),
        prop({
          name: 'render',
          defaultValue: '() =>\n  <View />',
          badges: [{ kind: 'deprecated', text: 'Deprecated in v1.x' }],
          description: 'See [Portal](../Portal).',
        }),
      ],
      context,
    ),
  ]).trim();
  const lines = written.split('\n');

  it('has a header, a divider and one line per prop, five cells each', () => {
    expect(lines[0]).toBe('| Name | Type | Default | Required | Description |');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(cellsOf(line)).toHaveLength(5);
  });

  it('escapes pipes in types and descriptions, and keeps multi-line text on its row', () => {
    const [name, type, fallback, required, description] = cellsOf(lines[2]);
    expect([name, type, fallback, required]).toEqual(['`mode`', "`'flat' \\| 'outlined'`", '`flat`', 'No']);
    expect(description).toBe('Look of the chip:<br><br>- `flat` \\| plain<br>- `outlined`');
  });

  it('joins type tokens, marks required props, shows badges and resolves links', () => {
    expect(cellsOf(lines[3]).slice(0, 4)).toEqual(['`onPress`', '`(e: GestureResponderEvent) => void`', '', 'Yes']);
    expect(cellsOf(lines[4])[2]).toBe('`() => <View />`');
    expect(cellsOf(lines[4])[4]).toBe(`**Deprecated in v1.x**<br><br>See [Portal](${SITE}/docs/components/Portal/).`);
  });

  it('keeps a description with raw HTML, a code block and a numbered list on its row', () => {
    const description = 'Sizes:\n<ul>\n  <li>small</li>\n</ul>\n\n```js\nsize={24}\n```\n\n1. one\n2. two';
    const row = serialize([propTable([prop({ description })], context)])
      .trim()
      .split('\n');
    expect(row).toHaveLength(3);
    expect(cellsOf(row[2])[4]).toBe(
      'Sizes:<br><br><ul> <li>small</li> </ul><br><br>`size={24}`<br><br>1. one<br>2. two',
    );
  });

  it('says so when a component has no props of its own', () => {
    expect(serialize([propTable([], context)]).trim()).toBe('This component takes no props of its own.');
  });
});

describe('componentContent', () => {
  const componentMarkdown = (data: ComponentDocData, linkContext: LinkContext) =>
    serialize(componentContent(data, linkContext));
  const doc: ComponentDocData = {
    title: 'Chip',
    docId: 'components/Chip',
    path: '/docs/components/Chip/',
    version: '1.x',
    changesFromPrevious: null,
    inNextVersion: null,
    description: 'Chips are compact elements. They can be used as [portals](./Portal).',
    usage: "import * as React from 'react';\n",
    usageNote: null,
    moreUsage: [],
    configurator: { without: null },
    badges: [],
    extendsLink: { to: '/docs/components/Surface/', label: 'Surface', external: false },
    props: [prop({ name: 'mode' }), prop({ name: 'selected', typeTokens: [{ text: 'boolean' }] })],
    inheritedProps: [],
    inheritedPropGroupKeys: [],
    types: [
      {
        name: 'ChipMode',
        description: 'How a chip looks.',
        sourcePath: 'components/Chip/Chip.tsx',
        definition: [{ text: "type ChipMode = 'flat' | 'outlined';" }],
      },
    ],
    themeColors: {
      labelColumns: ['Mode'],
      roles: ['backgroundColor', 'iconColor/textColor'],
      rows: [
        {
          labels: ['flat'],
          values: ['theme.colors.surface', null],
          swatches: [{ light: '#FFFFFF', dark: '#000000' }, null],
        },
      ],
    },
    moreExamples: { links: [{ title: 'Chip on Snack', url: 'https://snack.expo.dev/@x/chip' }] },
    knownIssues: { links: [{ title: 'Issue 1', url: 'https://github.com/callstack/react-native-paper/issues/1' }] },
    extendedExamples: [
      { title: 'With avatars', description: 'Two ways.', tabs: [{ label: 'Static', code: '<Chip />' }] },
    ],
    otherNames: ['tag', 'pill'],
    commonQuestions: [
      {
        anchor: 'q-how-do-i-make-a-chip-selectable',
        question: 'How do I make a Chip selectable?',
        answer: [
          {
            parts: [
              { text: 'Set ', code: null, to: null },
              { text: null, code: 'selected', to: '#prop-selected' },
              { text: ' from your state; see ', code: null, to: null },
              { text: 'Theming', code: null, to: '/docs/guides/theming/' },
              { text: '.', code: null, to: null },
            ],
          },
        ],
        example: { code: '<Chip selected />' },
      },
    ],
  };
  const markdown = componentMarkdown(doc, context);
  const headings = markdown.split('\n').filter((line) => /^#{1,3} /.test(line));

  it('starts with the title and the description, links resolved', () => {
    expect(
      markdown.startsWith(
        `# Chip\n\nChips are compact elements. They can be used as [portals](${SITE}/docs/components/Portal/).\n`,
      ),
    ).toBe(true);
  });

  it('has the page’s sections in the page’s order', () => {
    expect(headings).toEqual([
      '# Chip',
      '## Usage',
      '## Configurator',
      '## With avatars',
      '## Props',
      '## Types',
      '### ChipMode',
      '## More examples',
      '## Theme colors',
      '## Common questions',
      '### How do I make a Chip selectable?',
      '## Known issues',
    ]);
  });

  it('says the other names under the description, and answers each common question with its links absolute and its example', () => {
    expect(markdown).toContain(
      'They can be used as [portals](' + SITE + '/docs/components/Portal/).\n\nAlso called tag and pill.\n',
    );
    const answer = markdown.slice(markdown.indexOf('### How do I'), markdown.indexOf('## Known issues'));
    expect(answer).toBe(
      [
        '### How do I make a Chip selectable?',
        '',
        `Set [\`selected\`](${context.pageUrl}#prop-selected) from your state; see [Theming](${SITE}/docs/guides/theming/).`,
        '',
        '```tsx',
        '<Chip selected />',
        '```',
        '',
        '',
      ].join('\n'),
    );
  });

  it('writes the props that changed from the version before as a table, links absolute and a missing value as a dash', () => {
    const changes = {
      from: '1.x',
      fromPath: '/docs/components/Chip/',
      fromTitle: 'Chip',
      guidePath: '/2.x/docs/guides/migration/',
      apiChangesPath: '/2.x/docs/guides/api-changes/',
      props: [
        {
          kind: 'renamed',
          name: 'mode',
          before: "'flat'",
          after: 'ChipVariant',
          renamedTo: 'variant',
          replacement: null,
          section: 'chip',
          replaces: null,
        },
        {
          kind: 'removed',
          name: 'selectedColor',
          before: 'string',
          after: null,
          renamedTo: null,
          replacement: null,
          section: null,
          replaces: null,
        },
      ],
    };
    const markdown = componentMarkdown(
      {
        ...doc,
        docId: '2.x/components/Chip',
        path: '/2.x/docs/components/Chip/',
        version: '2.x',
        changesFromPrevious: changes,
      },
      { ...context, version: two },
    );
    expect(markdown).toContain('\n## Changes from 1.x\n');
    expect(markdown).toContain(
      `| \`mode\` | Renamed to \`variant\` ([migration guide](${SITE}/2.x/docs/guides/migration/#chip)) | \`'flat'\` | \`ChipVariant\` |`,
    );
    expect(markdown).toContain('| `selectedColor` | Removed | `string` | – |');
  });

  it('fences code with its language', () => {
    expect(markdown).toContain("## Usage\n\n```tsx\nimport * as React from 'react';\n```");
    expect(markdown).toContain('**Static**\n\n```tsx\n<Chip />\n```');
    expect(markdown).toContain("```ts\ntype ChipMode = 'flat' | 'outlined';\n```");
  });

  it("writes a corrected usage example's note after its code", () => {
    const note = "This example adds the missing import of Icon to the library's example.";
    expect(componentMarkdown({ ...doc, usageNote: note }, context)).toContain(
      `## Usage\n\n\`\`\`tsx\nimport * as React from 'react';\n\`\`\`\n\n*${note}*\n\n## Configurator`,
    );
  });

  it('writes every usage example in order, each later one after the text the doc comment puts before it', () => {
    const withTwo = componentMarkdown(
      {
        ...doc,
        moreUsage: [{ intro: '### Outlined\nLike the [Surface](./Surface).', code: '<Chip mode="outlined" />' }],
      },
      context,
    );
    expect(withTwo).toContain(
      `## Usage\n\n\`\`\`tsx\nimport * as React from 'react';\n\`\`\`\n\n### Outlined\n\nLike the [Surface](${SITE}/docs/components/Surface/).\n\n\`\`\`tsx\n<Chip mode="outlined" />\n\`\`\`\n\n## Configurator`,
    );
  });

  it('names what the props extend, and lists links and theme colours', () => {
    expect(markdown).toContain(`Chip also accepts the props of [Surface](${SITE}/docs/components/Surface/).`);
    expect(markdown).toContain('- [Chip on Snack](https://snack.expo.dev/@x/chip)');
    expect(markdown).toContain('| Mode | Background color | Icon color / text color |');
    expect(markdown).toContain('| flat | `theme.colors.surface` (MD3 light #FFFFFF, dark #000000) | – |');
  });

  it('lists inherited props by where they come from instead of the extends sentence', () => {
    const withInherited = componentMarkdown(
      // The build resolves no extends link when inherited-prop groups exist (extendsLinkOf).
      {
        ...doc,
        extendsLink: null,
        inheritedPropGroupKeys: ['a1b2c3'],
        inheritedProps: [
          {
            source: 'View',
            link: { kind: 'external', target: 'https://reactnative.dev/docs/view' },
            props: [{ name: 'testID' }, { name: 'style' }],
          },
        ],
      },
      context,
    );
    expect(withInherited).toContain('## Inherited props');
    expect(withInherited).toContain('- 2 props from [View](https://reactnative.dev/docs/view): `testID`, `style`');
    expect(withInherited).not.toContain('also accepts the props of [Surface]');
  });
});
