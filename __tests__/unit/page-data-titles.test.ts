import { pageDataTitleProblems } from '../../gatsby/sourcing/page-data-titles';

const titles = new Map([
  ['1.x', new Set(['Button', 'TextInput', 'HelperText'])],
  ['2.x', new Set(['Button', 'TextInput'])],
]);
const pageDataOf = (version: string) => `content/${version}/data`;

describe("page data titles against each version's component pages", () => {
  it('names the file and the key of a misspelt title, and of a page the version does not have', () => {
    const problems = pageDataTitleProblems(
      [
        { component: 'Buton', version: '1.x', dataFile: 'known-issues.json' },
        { component: 'TextInput', version: '1.x', dataFile: 'more-examples.json' },
        { component: 'HelperText', version: '2.x', dataFile: 'theme-colors.json' },
        { component: 'Button', version: '2.x', dataFile: 'extended-examples.json' },
        { component: 'Buton', version: '2.x', dataFile: 'extended-examples.json' },
        { component: 'Buton', version: '2.x', dataFile: 'extended-examples.json' },
      ],
      titles,
      pageDataOf,
    );
    expect(problems).toEqual([
      'content/1.x/data/known-issues.json: "Buton" names no component page of 1.x; expected a title such as "Button" or "Appbar.Action".',
      'content/2.x/data/theme-colors.json: "HelperText" names no component page of 2.x; expected a title such as "Button" or "Appbar.Action".',
      'content/2.x/data/extended-examples.json: "Buton" names no component page of 2.x; expected a title such as "Button" or "Appbar.Action".',
    ]);
  });

  it('finds nothing wrong with titles every version has', () => {
    expect(
      pageDataTitleProblems(
        [{ component: 'Button', version: '2.x', dataFile: 'screenshot-variants.json' }],
        titles,
        pageDataOf,
      ),
    ).toEqual([]);
  });
});
