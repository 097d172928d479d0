import fs from 'fs';
import path from 'path';
import { extractCodeBlocks } from '../../gatsby/mdx/code-blocks';
import { guideBody, guideContent, MDX_COMPONENTS } from '../../gatsby/page-markdown/guide-markdown';
import { serialize } from '../../gatsby/page-markdown/mdast';
import { GUIDE_COMPONENTS } from '../../src/shared/guide-components';
import type { LinkContext } from '../../gatsby/page-markdown/markdown-text';
import { versionWordsOf } from '../../gatsby/mdx/version-words';
import { docVersions } from '../../gatsby/config/site-config';
import { lastVersionOf } from '../../src/shared/doc-versions';

const SITE = 'https://example.com/react-native-paper';
const context: LinkContext = {
  siteUrl: SITE,
  pageUrl: `${SITE}/docs/guides/theming/`,
  docPaths: [],
  version: lastVersionOf(docVersions()),
};
const convert = (lines: string[]) =>
  serialize(guideBody(lines.join('\n'), context))
    .trim()
    .split('\n');

const ROOT = path.resolve(__dirname, '../..');
/** The guides of the version at /docs/ (site.config.ts's lastVersion), from the project root. */
const current = lastVersionOf(docVersions());
const { guidesDir } = current;
/** What the guides say in the state of the version at /docs/, as guideBody has them say it. */
const WORDS = versionWordsOf(current);
const guides = fs
  .readdirSync(guidesDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => path.relative(ROOT, path.join(guidesDir, file)));
const bodyOf = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

/** Lines outside fenced code. */
function prose(source: string): string[] {
  const fenced = new Set(
    extractCodeBlocks(source).flatMap((block) => {
      const length = block.code.split('\n').length;
      return Array.from({ length: length + 2 }, (_, i) => block.line + i);
    }),
  );
  return source.split('\n').filter((_, i) => !fenced.has(i + 1));
}

describe('guideBody', () => {
  it('turns an Admonition into a GitHub alert with its title, quoting the body and its code', () => {
    expect(
      convert([
        'Before.',
        '',
        '<Admonition type="caution" title="Careful">',
        '',
        'Body with [a link](#fonts).',
        '',
        '```ts',
        'const a = 1;',
        '```',
        '',
        '</Admonition>',
        '',
        'After.',
      ]),
    ).toEqual([
      'Before.',
      '',
      '> [!CAUTION]',
      '> **Careful**',
      '>',
      `> Body with [a link](${SITE}/docs/guides/theming/#fonts).`,
      '>',
      '> ```ts',
      '> const a = 1;',
      '> ```',
      '',
      'After.',
    ]);
  });

  it('falls back to a note for an Admonition without a known type', () => {
    expect(convert(['<Admonition>', 'Text.', '</Admonition>'])).toEqual(['> [!NOTE]', '>', '> Text.']);
  });

  it('reads quoted, boolean and expression attributes, and a component written over several lines', () => {
    expect(convert(['<PackageInstall', '  dev={true}', "  packages='jest'", '/>'])).toEqual([
      '```bash',
      'npm install --save-dev jest',
      '# or',
      'yarn add --dev jest',
      '```',
    ]);
  });

  it('writes PackageInstall as npm and yarn commands', () => {
    expect(convert(['<PackageInstall dev packages="jest typescript" />'])).toEqual([
      '```bash',
      'npm install --save-dev jest typescript',
      '# or',
      'yarn add --dev jest typescript',
      '```',
    ]);
  });

  it('leaves a note with a link to the HTML page for the interactive parts', () => {
    for (const tag of ['<ThemeBuilder />', '<IconBrowser />', '<MigrationCheck />']) {
      const [alert, note] = convert([tag]);
      expect(alert).toBe('> [!NOTE]');
      expect(note).toContain(`[The HTML version of this page](${SITE}/docs/guides/theming/)`);
    }
  });

  it('drops imports, exports and JSX comments outside code, and keeps them in code', () => {
    expect(
      convert([
        "import { Foo } from './foo';",
        'export const meta = {',
        "  a: 'b',",
        '};',
        '',
        '{/* a comment */}',
        'Text.',
        '',
        '```tsx title="App.tsx" fragment',
        "import * as React from 'react';",
        'export default function App() {}',
        '```',
      ]),
    ).toEqual([
      'Text.',
      '',
      '```tsx title="App.tsx"',
      "import * as React from 'react';",
      'export default function App() {}',
      '```',
    ]);
  });

  it('keeps headings as written and makes site links absolute', () => {
    expect(
      convert(['## The `theme` prop', '', 'See [Fonts](/docs/guides/fonts/) or [npm](https://www.npmjs.com/).']),
    ).toEqual(['## The `theme` prop', '', `See [Fonts](${SITE}/docs/guides/fonts/) or [npm](https://www.npmjs.com/).`]);
  });

  it('refuses a component it has no markdown form for', () => {
    expect(() => convert(['<Playground code="x" />'])).toThrow(/<Playground>.*MDX_COMPONENTS/);
  });
});

describe('the guides', () => {
  it('every component guides may use has a markdown form', () => {
    expect(Object.keys(MDX_COMPONENTS).sort()).toEqual([...GUIDE_COMPONENTS].sort());
  });

  // guideBody throws on a component without a markdown form, so this also checks the guides use none.
  it.each(guides)('%s: keeps every heading and every code block', (file) => {
    const body = bodyOf(file);
    const markdown = serialize(
      guideContent(
        {
          frontmatter: { title: 'Title', description: null },
          fields: { docId: 'guides/x', version: context.version.name, path: '/docs/guides/x/' },
          body,
        },
        context,
      ),
    );
    expect(markdown.startsWith('# Title\n\n')).toBe(true);
    const headings = (text: string) => prose(text).filter((line) => /^#{2,4} /.test(line));
    expect(headings(markdown)).toEqual(headings(body));
    for (const block of extractCodeBlocks(body, WORDS)) expect(markdown).toContain(block.code);
    expect(prose(markdown).filter((line) => /^<\/?[A-Z]/.test(line))).toEqual([]);
  });
});
