import { onCreateNode } from '../../gatsby/guide-nodes';
import { parseDataFile } from '../../gatsby/read-data';

/** Runs the guide node hook on a fake MDX node; returns what it reported as build-stopping. */
function guideProblems(frontmatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const node = { id: 'x', internal: { type: 'Mdx', contentFilePath: `${process.cwd()}/content/guides/99-broken.mdx` }, frontmatter };
  const args = { node, actions: { createNodeField: () => undefined }, reporter: { panicOnBuild: (message: string) => problems.push(message) } };
  (onCreateNode as unknown as (a: typeof args) => void)(args);
  return problems;
}

describe('broken content stops the build with the file and what was expected', () => {
  it('a guide without a title or a numeric order', () => {
    expect(guideProblems({ title: 'Fine', order: 3 })).toEqual([]);
    expect(guideProblems({ order: 3 })).toEqual(['content/guides/99-broken.mdx: front matter needs a "title".']);
    expect(guideProblems({ title: 'Fine', order: 'three' })).toEqual(['content/guides/99-broken.mdx: front matter needs a numeric "order".']);
  });

  it('a data file that is not valid JSON, with the line of the mistake', () => {
    expect(parseDataFile('showcase.json', '[{"name": "A"}]')).toEqual([{ name: 'A' }]);
    expect(() => parseDataFile('showcase.json', '[\n  {"name": "A"},\n  {"name": "B",}\n]')).toThrow(
      /^content\/data\/showcase\.json: line 3: .*; expected valid JSON\.$/,
    );
  });
});
