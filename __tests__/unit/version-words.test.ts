import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Content, Root } from 'mdast';
import { guideTree } from '../../gatsby/mdx/guide-tree';
import { visit } from '../../gatsby/mdx/unified-stack';
import { applyVersionWords, versionWordProblems } from '../../gatsby/mdx/resolve-version-words';
import { prereleaseAtDocs, versionWordsOf, type VersionWords } from '../../gatsby/mdx/version-words';
import remarkVersionWords from '../../gatsby/mdx/remark-version-words';
import { extractCodeBlocks } from '../../gatsby/mdx/code-blocks';
import { docVersions } from '../../gatsby/config/site-config';
import type { VersionStatus } from '../../src/shared/doc-versions';

const words = (status: VersionStatus): VersionWords => ({
  status,
  values: {
    paperVersion: '9.0.0-beta.2',
    paperPackage: status === 'current' ? 'react-native-paper' : 'react-native-paper@9.0.0-beta.2',
  },
});

/** What a reader gets from a tree: its text, inline code in backticks, code blocks, links' addresses and components' attributes, a line per block. */
function readable(tree: Root): string[] {
  const lines: string[] = [];
  const inline = (node: Content): string => {
    if (node.type === 'text') return node.value;
    if (node.type === 'inlineCode') return `\`${node.value}\``;
    if (node.type === 'link') return `[${node.children.map(inline).join('')}](${node.url})`;
    return 'children' in node ? (node.children as Content[]).map(inline).join('') : '';
  };
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') lines.push(inline(node as Content));
    if (node.type === 'code') lines.push(node.value);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      lines.push(
        `<${node.name} ${node.attributes.map((a) => ('name' in a ? `${a.name}="${String(a.value)}"` : '')).join(' ')}>`,
      );
  });
  return lines;
}

const GUIDE = [
  'Install {{paperPackage}} today<WhileNext>, while it is new</WhileNext>.',
  '',
  '<WhileNext>',
  '',
  'Only the next version says `{{paperVersion}}` here.',
  '',
  '```bash',
  'npm install {{paperPackage}}',
  '```',
  '',
  '</WhileNext>',
  '',
  '<PackageInstall packages="{{paperPackage}} react-native-safe-area-context" />',
  '',
  'See [its page](https://www.npmjs.com/package/react-native-paper/v/{{paperVersion}}). {/* a note to writers */}',
  '',
  '```tsx',
  '<View style={{ flex: 1 }} />',
  '```',
].join('\n');

const resolved = (source: string, status: VersionStatus) => {
  const tree = guideTree(source);
  applyVersionWords(tree, words(status));
  return readable(tree);
};

describe("a guide's words in its version's state", () => {
  it('while the version is next: every placeholder filled, and what <WhileNext> holds kept without it', () => {
    expect(resolved(GUIDE, 'next')).toEqual([
      'Install react-native-paper@9.0.0-beta.2 today, while it is new.',
      'Only the next version says `9.0.0-beta.2` here.',
      'npm install react-native-paper@9.0.0-beta.2',
      '<PackageInstall packages="react-native-paper@9.0.0-beta.2 react-native-safe-area-context">',
      'See [its page](https://www.npmjs.com/package/react-native-paper/v/9.0.0-beta.2). ',
      '<View style={{ flex: 1 }} />',
    ]);
  });

  it('once it is current (or older): what <WhileNext> holds is gone, inline and as blocks', () => {
    const current = [
      'Install react-native-paper today.',
      '<PackageInstall packages="react-native-paper react-native-safe-area-context">',
      'See [its page](https://www.npmjs.com/package/react-native-paper/v/9.0.0-beta.2). ',
      '<View style={{ flex: 1 }} />',
    ];
    expect(resolved(GUIDE, 'current')).toEqual(current);
    expect(resolved(GUIDE, 'older')).toEqual(
      current.map((line) => line.replace(/react-native-paper(?= )/, 'react-native-paper@9.0.0-beta.2')),
    );
  });

  it('gives the code checks and the copies the code readers see', () => {
    expect(extractCodeBlocks(GUIDE, words('current')).map((block) => block.code)).toEqual([
      '<View style={{ flex: 1 }} />',
    ]);
    expect(extractCodeBlocks(GUIDE, words('next'))).toMatchObject([
      { code: 'npm install react-native-paper@9.0.0-beta.2', line: 7 },
      { code: '<View style={{ flex: 1 }} />', line: 17 },
    ]);
  });
});

describe("a version's words", () => {
  let root: string;
  const install = (version: string) => {
    fs.mkdirSync(path.join(root, 'node_modules/paper-alias'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'node_modules/paper-alias/package.json'),
      JSON.stringify({ name: 'react-native-paper', version }),
    );
  };
  const of = (status: VersionStatus) => versionWordsOf({ status, library: 'paper-alias' }, root).values;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-words-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("install the library by its real name: the exact version while next, npm's latest once current, the major once older", () => {
    install('5.15.3');
    expect([of('next'), of('current'), of('older')]).toEqual([
      { paperVersion: '5.15.3', paperPackage: 'react-native-paper@5.15.3' },
      { paperVersion: '5.15.3', paperPackage: 'react-native-paper' },
      { paperVersion: '5.15.3', paperPackage: 'react-native-paper@5' },
    ]);
  });

  it('keep a pre-release pinned wherever the version is not the current one (a major range never installs one)', () => {
    install('6.0.0-alpha.0');
    expect([of('next').paperPackage, of('current').paperPackage, of('older').paperPackage]).toEqual([
      'react-native-paper@6.0.0-alpha.0',
      'react-native-paper',
      'react-native-paper@6.0.0-alpha.0',
    ]);
  });

  it('warn when the version at /docs/ is documented from a pre-release', () => {
    const versions = (lastStatus: VersionStatus) => [{ name: 'v', status: lastStatus, library: 'paper-alias' }];
    install('6.0.0-alpha.0');
    expect(prereleaseAtDocs(versions('next'), root)).toBeUndefined();
    expect(prereleaseAtDocs(versions('current'), root)).toBe(
      'Version v is served at /docs/, but its library paper-alias is 6.0.0-alpha.0, a pre-release: its guides tell readers to install the package without a version, as for a release. Install the release under that name (README, "Release day").',
    );
    install('6.0.0');
    expect(prereleaseAtDocs(versions('current'), root)).toBeUndefined();
  });

  it('name the file when the library has no package.json', () => {
    expect(() => of('next')).toThrow(
      'The guides need the version of paper-alias, but node_modules/paper-alias/package.json is not there.',
    );
  });
});

describe('misused placeholders and state elements', () => {
  const problems = (lines: string[]) =>
    versionWordProblems(guideTree(lines.join('\n'))).map(({ line, problem }) => `${line}: ${problem}`);

  it('an unknown placeholder, wherever it is written, with the one meant', () => {
    expect(
      problems([
        'Install {{paperVersoin}} now.', // 1
        '',
        '```bash',
        'npm install {{paperPackge}}', // 3 (the fence's line)
        '```',
        '',
        '<PackageInstall packages="{{library}} x" />', // 7
      ]),
    ).toEqual([
      '1: {{paperVersoin}} is not a placeholder guides have; they have {{paperVersion}} or {{paperPackage}} (docs/writing-guides.md). Did you mean {{paperVersion}}?',
      '3: {{paperPackge}} is not a placeholder guides have; they have {{paperVersion}} or {{paperPackage}} (docs/writing-guides.md). Did you mean {{paperPackage}}?',
      '7: {{library}} is not a placeholder guides have; they have {{paperVersion}} or {{paperPackage}} (docs/writing-guides.md).',
    ]);
  });

  it("a placeholder with spaces in code, or one brace in prose; not code's own objects or a comment", () => {
    expect(
      problems([
        '```tsx',
        '<Image source={{ uri }} style={{ flex: 1 }} />',
        'const version = "{{ paperVersion }}";', // 1 (the fence's line)
        '```',
        '',
        'Paper {paperVersion} is out. {/* a note */}', // 6
      ]),
    ).toEqual([
      '1: {{ paperVersion }} has spaces inside its braces, which leave it as written; write {{paperVersion}}.',
      '6: {paperVersion} is an expression, which guides do not use: a placeholder is written {{paperVersion}} or {{paperPackage}}, and braces meant as text go in backticks (docs/writing-guides.md).',
    ]);
  });

  it('a state element with attributes, empty, inside another, or in a heading, as is a placeholder there', () => {
    expect(
      problems([
        '<WhileNext when="next">Soon.</WhileNext>', // 1
        '',
        '<WhileNext />', // 3
        '',
        '<WhileNext>',
        '',
        'Now <WhileNext>and then</WhileNext>.', // 7
        '',
        '</WhileNext>',
        '',
        '## Installing<WhileNext> the alpha</WhileNext>', // 11
        '',
        '## Installing {{paperVersion}}', // 13
      ]),
    ).toEqual([
      '1: <WhileNext> takes no attributes: it keeps what it holds while the version is next.',
      '3: <WhileNext> holds nothing.',
      '7: <WhileNext> is inside another state element; one is enough.',
      "11: <WhileNext> is in a heading, whose anchor would change with the version's state.",
      "13: {{paperVersion}} is in a heading, whose anchor would change with the library's version.",
    ]);
  });

  it('none in a guide that uses them as documented', () => {
    expect(versionWordProblems(guideTree(GUIDE))).toEqual([]);
  });
});

describe('remark-version-words', () => {
  const run = (file: string, source: string) => {
    const tree = guideTree(source);
    remarkVersionWords()(tree, { path: file });
    return tree;
  };

  it.each(docVersions().map((version) => [version.name, version] as const))(
    "gives a %s guide its own version's words",
    (_, version) => {
      const expected = guideTree(GUIDE);
      applyVersionWords(expected, versionWordsOf(version));
      expect(readable(run(path.join(version.guidesDir, '99-x.mdx'), GUIDE))).toEqual(readable(expected));
    },
  );

  it('stops a compile on a misused placeholder, naming the file and line', () => {
    const [version] = docVersions();
    const file = path.join(version.guidesDir, '99-x.mdx');
    expect(() => run(file, 'Fine.\n\nInstall {{paperPackges}}.')).toThrow(
      `${path.relative(process.cwd(), file)}:3: {{paperPackges}} is not a placeholder guides have; they have {{paperVersion}} or {{paperPackage}} (docs/writing-guides.md). Did you mean {{paperPackage}}?`,
    );
  });
});
