import path from 'path';
import { ComponentParser, type ParsedComponent } from '../../plugins/gatsby-source-component-docs/docgen';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import pagesMap from '../../content/6.x/component-pages.json';
import configuratorStarts from '../../content/6.x/data/configurator.json';
import { configuratorStartProblems } from '../../gatsby/sourcing/configurator-starts';
import type { ConfiguratorEntry } from '../../gatsby/page-data/configurator-model';
import { configuratorRoles, readThemeRoles } from '../../gatsby/shared/theme-roles';
import { docPath } from '../../src/shared/routes';

// 6.x's component pages, parsed as the build parses them, against content/6.x/data/configurator.json.
const root = path.resolve(__dirname, '../../node_modules/react-native-paper-v6/src/components');
const pages = listPages(pagesMap, '6.x/components');
const parsed = new Map<string, ParsedComponent>();
const roles = configuratorRoles(
  readThemeRoles({
    name: '6.x',
    library: 'react-native-paper-v6',
    themeColors: 'src/theme/types/color.ts#ThemeColors',
  }),
);

beforeAll(() => {
  const fileOf = (source: string) => path.join(root, `${source}.tsx`);
  const parser = new ComponentParser(
    pages.map((page) => ({ file: fileOf(page.source), title: page.title, path: docPath(undefined, page.docId) })),
    path.resolve(root, '..'),
  );
  for (const page of pages) parsed.set(page.title, parser.parse(fileOf(page.source))!);
}, 120_000);

const components = () => pages.map((page) => ({ title: page.title, ...parsed.get(page.title)! }));
const starts = configuratorStarts as Record<string, ConfiguratorEntry>;

describe("6.x's configurator starting points", () => {
  it("fit 6.x's own props and theme roles", () => {
    expect(configuratorStartProblems(starts, components(), 'content/6.x/data/configurator.json', roles)).toEqual([]);
  });

  it('refuse a 5.x theme role that 6.x does not have, naming file and key', () => {
    const old = { ...starts, Button: { props: { children: 'Press me', buttonColor: 'theme.colors.surfaceDisabled' } } };
    expect(configuratorStartProblems(old, components(), 'content/6.x/data/configurator.json', roles)).toEqual([
      expect.stringMatching(
        /^content\/6\.x\/data\/configurator\.json: "Button\.props\.buttonColor" is "theme\.colors\.surfaceDisabled"; expected a colour/,
      ),
    ]);
  });
});
