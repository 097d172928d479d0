import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkGuide } from '../../gatsby/sourcing/guide-nodes';
import { contentProblemsOf } from '../../gatsby/sourcing/content-problems';
import { componentTags, guideBodyProblems } from '../../gatsby/sourcing/guide-checks';
import { guidesYamlProblems } from '../../gatsby/sourcing/guide-front-matter';
import { parseDataFile } from '../../gatsby/sourcing/data-schemas';
import { docVersions } from '../../gatsby/config/site-config';

const ROOT = path.resolve(__dirname, '..', '..');

const FINE = { title: 'Fine', order: 3 };
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the guide node hook on an MDX node for `body` (a guide file with that front matter and
 * body) and returns the message the build stops with for it, the file's path shown as FILE.
 */
function guideProblems(frontmatter: Record<string, unknown>, body = ''): string[] {
  const file = path.join(dir, '99-broken.mdx');
  fs.writeFileSync(
    file,
    `---\n${Object.entries(frontmatter)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n\n${body}`,
  );
  const node = { id: 'x', internal: { type: 'Mdx', contentFilePath: file }, frontmatter };
  const args = { node, actions: { createNodeField: () => undefined }, reporter: {} };
  (checkGuide as unknown as (a: typeof args) => void)(args);
  // The file's problems, one message as the build shows them.
  const problems = contentProblemsOf(file);
  return problems.length > 0 ? [problems.join('\n').replaceAll(path.relative(process.cwd(), file), 'FILE')] : [];
}

/** The line of `text` in the file guideProblems writes (three front matter lines and a blank line come first). */
const lineOf = (frontmatter: Record<string, unknown>, body: string, text: string) =>
  Object.keys(frontmatter).length + 3 + body.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('broken content stops the build with the file and what was expected', () => {
  it('a guide without a title or a numeric order', () => {
    expect(guideProblems(FINE)).toEqual([]);
    expect(guideProblems({ order: 3 })).toEqual(['FILE: front matter needs a "title".']);
    expect(guideProblems({ title: 'Fine', order: 'three' })).toEqual([
      'FILE: front matter needs an "order" that is a whole number.',
    ]);
  });

  it('a misspelt front matter key, with the key meant, and all of the file’s problems in one message', () => {
    expect(guideProblems({ title: 'Fine', order: 3, descripton: 'One sentence.' })).toEqual([
      'FILE: front matter: "descripton" is not a front matter key; did you mean "description"?',
    ]);
    expect(guideProblems({ Title: 'Fine', order: 2.5, tags: ['a'] })).toEqual([
      [
        'FILE: front matter: "Title" is not a front matter key; did you mean "title"?',
        'FILE: front matter: "tags" is not a front matter key; the keys are title, order or description.',
        'FILE: front matter needs a "title".',
        'FILE: front matter needs an "order" that is a whole number.',
      ].join('\n'),
    ]);
  });

  it('an admonition of a type the site does not have, with its line and the known types', () => {
    const body = 'Intro.\n\n<Admonition type="danger" title="Careful">\n\nText.\n\n</Admonition>\n';
    expect(guideProblems(FINE, body)).toEqual([
      `FILE:${lineOf(FINE, body, 'danger')}: <Admonition type="danger">: "danger" is not an admonition type; the types are note, tip, caution or warning.`,
    ]);
    expect(guideProblems(FINE, "<Admonition\n  title='Hm'\n  type='warnign'\n>\nText.\n</Admonition>")).toEqual([
      `FILE:${lineOf(FINE, '<Admonition', '<Admonition')}: <Admonition type="warnign">: "warnign" is not an admonition type; the types are note, tip, caution or warning. Did you mean "warning"?`,
    ]);
  });

  it('a component guides do not have, with its line, together with the other problems', () => {
    const body = '## Setup\n\n<Callout>\n\nText.\n\n</Callout>\n\n<Admonitions type="tip">x</Admonitions>\n';
    expect(guideProblems({ ...FINE, descripton: 'x' }, body)).toEqual([
      [
        'FILE: front matter: "descripton" is not a front matter key; did you mean "description"?',
        `FILE:${lineOf({ ...FINE, descripton: 'x' }, body, 'Callout')}: <Callout> is not a component guides can use; they have Admonition, PackageInstall, ThemeBuilder, IconBrowser, MigrationCheck or WhileNext (docs/writing-guides.md).`,
        `FILE:${lineOf({ ...FINE, descripton: 'x' }, body, 'Admonitions')}: <Admonitions> is not a component guides can use; they have Admonition, PackageInstall, ThemeBuilder, IconBrowser, MigrationCheck or WhileNext (docs/writing-guides.md). Did you mean <Admonition>?`,
      ].join('\n'),
    ]);
  });

  it('a misused placeholder or state element, at its line, in the order of the file', () => {
    const body = 'Install {{paperPackge}} first.\n\n<WhileNxt>Soon.</WhileNxt>\n\n<WhileNext />\n';
    const line = (text: string) => lineOf(FINE, body, text);
    expect(guideProblems(FINE, body)).toEqual([
      [
        `FILE:${line('paperPackge')}: {{paperPackge}} is not a placeholder guides have; they have {{paperVersion}} or {{paperPackage}} (docs/writing-guides.md). Did you mean {{paperPackage}}?`,
        `FILE:${line('WhileNxt')}: <WhileNxt> is not a component guides can use; they have Admonition, PackageInstall, ThemeBuilder, IconBrowser, MigrationCheck or WhileNext (docs/writing-guides.md). Did you mean <WhileNext>?`,
        `FILE:${line('<WhileNext />')}: <WhileNext> holds nothing.`,
      ].join('\n'),
    ]);
  });

  it('a data file that is not valid JSON, with the line of the mistake', () => {
    expect(parseDataFile('showcase.json', '[{"name": "A", "color": "#fff"}]')).toEqual([{ name: 'A', color: '#fff' }]);
    expect(() => parseDataFile('showcase.json', '[\n  {"name": "A"},\n  {"name": "B",}\n]')).toThrow(
      /^content\/data\/showcase\.json: line 3: .*; expected valid JSON\.$/,
    );
  });
});

describe("a guide's front matter that is not YAML", () => {
  // Read before gatsby-plugin-mdx reads it, whose own error names neither the file nor the line.
  const guides = (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-'));
    const guidesDir = path.join(root, 'content/6.x/guides');
    fs.mkdirSync(guidesDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(guidesDir, name), text);
    return { root, guidesDir };
  };

  it('stops the build naming the file from the project root and the line of the mistake', () => {
    const { root, guidesDir } = guides({
      '01-fine.mdx': '---\ntitle: Fine\norder: 1\n---\n\nText.\n',
      '02-theming.mdx': '---\ntitle: Theming\n  order: 2\n---\n\nText.\n',
      '03-unclosed.mdx': '---\ntitle: [unclosed\norder: 3\n---\n',
      '04-no-front-matter.mdx': 'Just text: [with brackets\n',
    });
    expect(guidesYamlProblems([guidesDir], root)).toEqual([
      'content/6.x/guides/02-theming.mdx:3: front matter is not valid YAML: bad indentation of a mapping entry.',
      // YAML notices the missing bracket where the next key starts.
      'content/6.x/guides/03-unclosed.mdx:3: front matter is not valid YAML: missed comma between flow collection entries.',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("finds none in the site's guides", () => {
    expect(guidesYamlProblems(docVersions().map((version) => version.guidesDir))).toEqual([]);
  });
});

describe('componentTags', () => {
  it('finds components in prose and JSX, not in front matter, code or comments', () => {
    const source = [
      '---',
      'title: <Front>',
      '---',
      'Use `<Inline />` or ``<Double `x` />``, {/* <Comment /> */} then <PackageInstall packages="a" />.',
      '```tsx',
      '<Fenced />',
      '```',
      '<Admonition type="tip">',
      '  ````mdx',
      '  ```tsx',
      '  <Nested />',
      '  ```',
      '  ````',
      '</Admonition>',
      '~~~',
      '<Tilde />',
      '~~~',
      'Write ```<Triple />``` inline.',
    ].join('\n');
    expect(componentTags(source).map(({ name, line }) => [name, line])).toEqual([
      ['PackageInstall', 4],
      ['Admonition', 8],
    ]);
  });

  it('reads a type written over several lines', () => {
    expect(componentTags('<Admonition\n  title="T"\n  type="tip">\nBody <b>x</b>\n</Admonition>')).toEqual([
      { name: 'Admonition', type: 'tip', line: 1 },
    ]);
  });

  it('reports a guide that is not valid MDX at its line', () => {
    expect(guideBodyProblems('Fine.\n\n<Admonition type="tip">\nNever closed.\n')).toEqual([
      { line: expect.any(Number), problem: expect.stringMatching(/^this is not valid MDX: .*Admonition/) },
    ]);
  });
});

describe('the guides', () => {
  const guides = docVersions().flatMap((version) =>
    fs
      .readdirSync(version.guidesDir)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join(version.guidesDir, file)),
  );
  it.each(guides.map((file) => [path.relative(ROOT, file), file]))(
    '%s uses only components and admonition types the site has',
    (_, file) => {
      expect(guideBodyProblems(fs.readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
