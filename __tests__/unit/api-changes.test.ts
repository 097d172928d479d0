import { compareNames } from '../../gatsby/schema/library-changes';
import { namedChanges } from '../../gatsby/schema/component-changes';
import { versionComparison } from '../../gatsby/schema/version-comparison';
import { docOf } from '../../gatsby/page-kinds/doc-fields';
import { docsOf } from '../../gatsby/page-kinds/docs-registry';
import {
  apiChangesPage,
  changeCount,
  countSentence,
  filterFromSearch,
  filterSections,
  searchOfFilter,
  type ApiChangesData,
} from '../../src/shared/pages/api-changes-page';
import { fixtureVersions } from '../helpers/version-fixtures';

const named = namedChanges([
  { change: 'md3', section: 'md3-prefix', names: { MD3LightTheme: 'LightTheme', MD3Colors: null } },
  { change: 'typography', section: 'typography', names: { Caption: 'Text variant' } },
  { change: 'roles', section: 'roles', names: { backdrop: null, roundness: 'guides/theming#shapes' } },
]);

describe("comparing a library's names", () => {
  it('finds names removed and new, renames only where the changes file names a replacement the newer version has', () => {
    expect(
      compareNames(
        ['Button', 'MD3LightTheme', 'MD3Colors', 'Caption', 'shadow'],
        ['Button', 'LightTheme', 'Palette'],
        named,
      ),
    ).toEqual([
      { kind: 'renamed', name: 'MD3LightTheme', renamedTo: 'LightTheme', replacement: null, section: 'md3-prefix' },
      { kind: 'removed', name: 'MD3Colors', renamedTo: null, replacement: null, section: 'md3-prefix' },
      { kind: 'removed', name: 'Caption', renamedTo: null, replacement: 'Text variant', section: 'typography' },
      // Similar spelling is no rename: Palette is new, shadow is gone.
      { kind: 'removed', name: 'shadow', renamedTo: null, replacement: null, section: null },
      { kind: 'added', name: 'Palette', renamedTo: null, replacement: null, section: null },
    ]);
  });

  it('finds nothing between equal lists', () => {
    expect(compareNames(['a', 'b'], ['b', 'a'], named)).toEqual([]);
  });
});

describe('which versions have an API changes page, on a three-version site', () => {
  const [v1, v2, v3] = fixtureVersions(['1.x', '2.x', '3.x'], '2.x');
  const migration = { guide: 'guides/migration', changes: [] };
  const versions = [v1, { ...v2, migration }, { ...v3, migration }];
  const comparison = versionComparison(versions, {});
  const namesOf = (version: string) => ({
    exports: { '1.x': ['MD3LightTheme', 'Button'], '2.x': ['LightTheme', 'Button'], '3.x': ['LightTheme'] }[version]!,
    themeRoles: { '1.x': ['primary', 'backdrop'], '2.x': ['primary'], '3.x': ['primary', 'surfaceDim'] }[version]!,
  });

  it('compares each version that has a migration guide with the one listed before it', () => {
    expect(comparison.libraryChanges('1.x', namesOf)).toBeNull();
    expect(comparison.libraryChanges('2.x', namesOf)).toMatchObject({
      docId: 'guides/api-changes',
      path: '/docs/guides/api-changes/',
      from: '1.x',
      guidePath: '/docs/guides/migration/',
      exports: [
        { kind: 'removed', name: 'MD3LightTheme' },
        { kind: 'added', name: 'LightTheme' },
      ],
      themeRoles: [{ kind: 'removed', name: 'backdrop' }],
    });
    expect(comparison.libraryChanges('3.x', namesOf)).toMatchObject({
      docId: '3.x/guides/api-changes',
      path: '/3.x/docs/guides/api-changes/',
      from: '2.x',
      guidePath: '/3.x/docs/guides/migration/',
      exports: [{ kind: 'removed', name: 'Button' }],
      themeRoles: [{ kind: 'added', name: 'surfaceDim' }],
    });
  });

  it('lists each page among its version’s guides, right after the migration guide, titled by the version before', () => {
    const guide = (version: typeof v2, localId: string, order: number) => ({
      fields: docOf(version, localId),
      frontmatter: { title: localId, order },
    });
    const guides = [
      guide(v2, 'guides/getting-started', 1),
      guide(v2, 'guides/migration', 13),
      guide(v3, 'guides/migration', 4),
      guide(v1, 'guides/migration', 2),
    ];
    const docs = docsOf({ versions, guides, components: [] });
    const inVersion = (name: string) => docs.filter((doc) => doc.version === name).map((doc) => [doc.path, doc.title]);
    expect(inVersion('2.x')).toEqual([
      ['/docs/guides/getting-started/', 'guides/getting-started'],
      ['/docs/guides/migration/', 'guides/migration'],
      ['/docs/guides/api-changes/', 'API changes from 1.x'],
      ['/docs/showcase/', 'Showcase'],
    ]);
    expect(inVersion('3.x')).toEqual([
      ['/3.x/docs/guides/migration/', 'guides/migration'],
      ['/3.x/docs/guides/api-changes/', 'API changes from 2.x'],
    ]);
    expect(inVersion('1.x')).toEqual([['/1.x/docs/guides/migration/', 'guides/migration']]);
  });
});

const change = (kind: string, name: string, fields: Record<string, string | null> = {}) => ({
  kind,
  name,
  before: null,
  after: null,
  renamedTo: null,
  replacement: null,
  section: null,
  replaces: null,
  ...fields,
});
const changes = (fromTitle: string | null, props: ReturnType<typeof change>[]) => ({
  from: '1.x',
  fromPath: fromTitle ? `/docs/components/${fromTitle.replace('.', '')}/` : null,
  fromTitle,
  guidePath: '/2.x/docs/guides/migration/',
  apiChangesPath: '/2.x/docs/guides/api-changes/',
  props,
});

const DATA: ApiChangesData = {
  newer: [
    {
      title: 'TextInput',
      path: '/2.x/docs/components/TextInput/',
      changesFromPrevious: changes('TextInput', [
        change('renamed', 'mode', { renamedTo: 'variant', section: 'mode-becomes-variant' }),
        change('type', 'label', { before: 'ReactNode', after: 'string' }),
        change('added', 'prefix'),
      ]),
    },
    {
      title: 'FAB.Menu',
      path: '/2.x/docs/components/FAB/FABMenu/',
      changesFromPrevious: changes('FAB.Group', [change('removed', 'backdropColor')]),
    },
    { title: 'Button', path: '/2.x/docs/components/Button/', changesFromPrevious: changes('Button', []) },
    { title: 'Badge', path: '/2.x/docs/components/Badge/', changesFromPrevious: changes('Badge', []) },
    { title: 'Chart', path: '/2.x/docs/components/Chart/', changesFromPrevious: changes(null, []) },
  ],
  older: [
    {
      title: 'TextInput',
      path: '/docs/components/TextInput/',
      inNextVersion: { path: '/2.x/docs/components/TextInput/', movedTo: null, replacement: null },
    },
    {
      title: 'HelperText',
      path: '/docs/components/HelperText/',
      inNextVersion: {
        path: null,
        movedTo: '/2.x/docs/guides/migration/#helpertext',
        replacement: 'TextInput supportingText',
      },
    },
  ],
  library: {
    version: '2.x',
    from: '1.x',
    guidePath: '/2.x/docs/guides/migration/',
    exports: [
      change('renamed', 'MD3LightTheme', { renamedTo: 'LightTheme', section: 'md3-prefix' }),
      change('added', 'Palette'),
    ],
    themeRoles: [change('removed', 'backdrop')],
  },
};

describe('the API changes page', () => {
  const page = apiChangesPage(DATA);
  const components = page.sections.find((section) => section.id === 'components')!;
  const group = (title: string) => components.groups.find((candidate) => candidate.title === title)!;
  const shown = (text: string, kind: Parameters<typeof filterSections>[1]['kind'] = 'all') =>
    filterSections(page.sections, { text, kind }).flatMap((section) =>
      section.groups.map((g) => `${g.title}: ${g.rows.map((row) => row.prop).join(' ')}`),
    );

  it('groups changed props by component, says which components were renamed, added and removed, and lists the unchanged', () => {
    expect(components.groups.map((g) => [g.title, g.kind, g.rows.length])).toEqual([
      ['TextInput', null, 3],
      ['FAB.Menu', 'renamed', 1],
      ['Chart', 'added', 0],
      ['HelperText', 'removed', 0],
    ]);
    expect(group('FAB.Menu').status).toEqual([
      'Renamed from ',
      { code: 'FAB.Group' },
      ': ',
      { text: 'FAB.Group in 1.x', to: '/docs/components/FABGroup/' },
      ', ',
      { text: 'FAB.Menu in 2.x', to: '/2.x/docs/components/FAB/FABMenu/' },
      '.',
    ]);
    expect(group('HelperText').status).toEqual(
      expect.arrayContaining([
        { code: 'TextInput supportingText' },
        { text: 'how to move', to: '/2.x/docs/guides/migration/#helpertext' },
      ]),
    );
    expect(group('TextInput').rows[0].change).toContainEqual({
      text: 'migration guide',
      to: '/2.x/docs/guides/migration/#mode-becomes-variant',
    });
    expect(page.unchanged).toEqual([
      { text: 'Button', to: '/2.x/docs/components/Button/' },
      ', ',
      { text: 'Badge', to: '/2.x/docs/components/Badge/' },
    ]);
  });

  it('counts each row and each component removed, renamed or added', () => {
    expect(countSentence(changeCount(page.sections), changeCount(page.sections))).toBe('10 changes.');
  });

  it('filters by a component’s name (all its rows), or by a prop, export or role, old name or new', () => {
    expect(shown('textinput')).toEqual(['TextInput: mode label prefix']);
    expect(shown('VARIANT')).toEqual(['TextInput: mode']);
    expect(shown('theme')).toEqual(['Exports: MD3LightTheme']);
    expect(shown('fab.group')).toEqual([]);
    expect(shown('  ')).toHaveLength(6);
  });

  it('filters by kind: rows of that kind, and components removed, renamed or added as a whole', () => {
    expect(shown('', 'removed')).toEqual(['FAB.Menu: backdropColor', 'HelperText: ', 'Theme colour roles: backdrop']);
    expect(shown('', 'renamed')).toEqual(['TextInput: mode', 'FAB.Menu: ', 'Exports: MD3LightTheme']);
    expect(shown('', 'changed')).toEqual(['TextInput: label']);
    expect(shown('', 'added')).toEqual(['TextInput: prefix', 'Chart: ', 'Exports: Palette']);
    const removed = filterSections(page.sections, { text: '', kind: 'removed' });
    expect(countSentence(changeCount(removed), changeCount(page.sections))).toBe('Showing 3 of 10 changes.');
  });

  it('reads its filter from the address and writes it back; anything unknown is no filter', () => {
    expect(filterFromSearch('?name=mode&kind=renamed')).toEqual({ text: 'mode', kind: 'renamed' });
    expect(filterFromSearch('?kind=constructor&name=')).toEqual({ text: '', kind: 'all' });
    expect(filterFromSearch(`?name=${'x'.repeat(5000)}`).text).toHaveLength(100);
    expect(filterFromSearch('?name=%3Cimg%20src%3Dx%3E').text).toBe('<img src=x>');
    expect(searchOfFilter({ text: 'a&b', kind: 'all' })).toBe('?name=a%26b');
    expect(searchOfFilter({ text: ' ', kind: 'all' })).toBe('');
    expect(filterFromSearch(searchOfFilter({ text: 'mode', kind: 'added' }))).toEqual({ text: 'mode', kind: 'added' });
  });
});
