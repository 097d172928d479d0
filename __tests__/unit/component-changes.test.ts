import { compareComponents, namedChanges, type ComparedProp } from '../../gatsby/schema/component-changes';
import { versionComparison, type ComparableDoc } from '../../gatsby/schema/version-comparison';
import { componentSections, type ComponentPageFacts } from '../../src/shared/pages/component-page';
import { propChangeRows } from '../../src/shared/pages/prop-changes';
import { fixtureVersions } from '../helpers/version-fixtures';
import { docOf } from '../../gatsby/page-kinds/doc-fields';
import type { DocVersion } from '../../src/shared/doc-versions';
import { goneInNewer, unconfirmedNames } from '../../gatsby/sourcing/breaking-change-names';
import type { BreakingChange } from '../../gatsby/config/breaking-changes';

const prop = (name: string, type = 'string', defaultValue: string | null = null, required = false): ComparedProp => ({
  name,
  type,
  defaultValue,
  required,
});
const component = (title: string, props: ComparedProp[], inherited: string[] = []) => ({
  title,
  props,
  inherited: new Set(inherited),
});

const CHANGES: BreakingChange[] = [
  { change: 'mode is variant', section: 'mode-becomes-variant', names: { 'TextInput mode': 'TextInput variant' } },
  { change: 'accessories', section: 'accessories', names: { 'TextInput left': 'startAccessory' } },
  { change: 'colours', section: 'colour-props', names: { underlineColor: null } },
  { change: 'shapes', section: 'roundness', names: { roundness: 'guides/theming#shapes' } },
  { change: 'counter', section: 'counter-replaces-charcount', names: { CharCount: 'TextInput counter' } },
  { change: 'extended', section: 'animatedfab', names: { AnimatedFAB: 'FAB.Extended' } },
];

describe('comparing a component in two versions', () => {
  const before = component('TextInput', [
    prop('mode', "'flat' | 'outlined'", 'flat'),
    prop('left', 'React.ReactNode'),
    prop('underlineColor'),
    prop('roundness', 'number'),
    prop('placeholder'),
    prop('disabled', 'boolean', 'false'),
    prop('label', 'string'),
    prop('size', "'small' |\n  'large'", "'small'"),
    prop('colour'),
  ]);
  const after = component(
    'TextInput',
    [
      prop('variant', "'filled' | 'outlined'", 'filled'),
      prop('startAccessory', 'React.ReactNode'),
      prop('disabled', 'boolean'),
      prop('label', 'string', null, true),
      prop('size', "'small' | 'large'", "'medium'"),
      prop('counter', 'boolean'),
      prop('color'),
    ],
    ['placeholder'],
  );
  const changes = compareComponents(before, after, namedChanges(CHANGES));
  const byName = (name: string) => changes.filter((change) => change.name === name);

  it('lists removals and renames first, then changed props, then new ones', () => {
    expect(changes.map((change) => `${change.kind} ${change.name}`)).toEqual([
      'removed underlineColor',
      'removed roundness',
      'removed colour',
      'renamed mode',
      'renamed left',
      'default size',
      'required label',
      'added counter',
      'added color',
    ]);
  });

  it('takes renames from the changes file, by component and prop or by the prop alone, with its section', () => {
    expect(byName('mode')[0]).toMatchObject({ renamedTo: 'variant', section: 'mode-becomes-variant' });
    expect(byName('left')[0]).toMatchObject({ renamedTo: 'startAccessory', section: 'accessories' });
    expect(byName('underlineColor')[0]).toMatchObject({ kind: 'removed', replacement: null, section: 'colour-props' });
    expect(byName('roundness')[0]).toMatchObject({ replacement: 'guides/theming#shapes', section: 'roundness' });
  });

  it('never guesses a rename from spelling: one the file does not name is a removal and an addition', () => {
    expect(byName('colour')[0]).toMatchObject({ kind: 'removed', section: null });
    expect(byName('color')[0]).toMatchObject({ kind: 'added', after: 'string', replaces: null });
  });

  it('marks a new prop the changes file names as the replacement of an older name, with its section', () => {
    expect(byName('counter')[0]).toMatchObject({
      kind: 'added',
      replaces: 'CharCount',
      section: 'counter-replaces-charcount',
    });
  });

  it('files a prop the file does not name under the section about its renamed component', () => {
    const named = namedChanges([{ change: 'menu', section: 'fabgroup', names: { 'FAB.Group': 'FAB.Menu' } }]);
    const group = compareComponents(component('FAB.Group', [prop('actions')]), component('FAB.Menu', []), named);
    expect(group).toEqual([expect.objectContaining({ kind: 'removed', name: 'actions', section: 'fabgroup' })]);
  });

  it('counts a prop the newer component inherits as kept, and layout of a type as no change', () => {
    expect(byName('placeholder')).toEqual([]);
    expect(byName('size').map((change) => change.kind)).toEqual(['default']);
  });

  it('reports a default only when both versions state one, and required flags both ways', () => {
    expect(byName('disabled')).toEqual([]);
    expect(byName('size')[0]).toMatchObject({ before: "'small'", after: "'medium'" });
    expect(byName('label')[0]).toMatchObject({ before: 'optional', after: 'required' });
  });
});

describe('the version each page compares with, on a site of three versions', () => {
  const [v1, v2, v3] = fixtureVersions(['1.x', '2.x', '3.x'], '2.x');
  const migration = (guide: string) => ({ guide, changes: CHANGES });
  const versions = [
    v1,
    { ...v2, migration: migration('guides/migration') },
    { ...v3, migration: migration('guides/moving') },
  ];
  const doc = (version: DocVersion, localId: string, title: string, props: ComparedProp[]): ComparableDoc => ({
    ...docOf(version, localId),
    title,
    props,
    inheritedProps: [],
  });
  const all = [
    doc(v1, 'components/TextInput', 'TextInput', [prop('roundness')]),
    doc(v1, 'components/FAB/FABGroup', 'FAB.Group', [prop('visible')]),
    doc(v2, 'components/TextInput', 'TextInput', [prop('roundness'), prop('counter')]),
    doc(v2, 'components/FAB/FABMenu', 'FAB.Menu', [prop('visible')]),
    doc(v2, 'components/Chip', 'Chip', []),
    doc(v3, 'components/TextInput', 'TextInput', [prop('counter')]),
    doc(v1, 'components/FAB/AnimatedFAB', 'AnimatedFAB', []),
  ];
  const { changesFromPrevious, inNextVersion } = versionComparison(versions, {
    '1.x': { 'components/FAB/FABMenu': 'components/FAB/FABGroup' },
    '2.x': { 'components/FAB/AnimatedFAB': 'guides/migration#animatedfab' },
  });
  const changesOf = (page: ComparableDoc) => changesFromPrevious(page, all);

  it('compares each version with the one listed before it, linking to its own migration guide', () => {
    expect(changesOf(all[2])).toMatchObject({
      from: '1.x',
      fromPath: '/1.x/docs/components/TextInput/',
      guidePath: '/docs/guides/migration/',
      apiChangesPath: '/docs/guides/api-changes/',
      props: [{ kind: 'added', name: 'counter' }],
    });
    expect(changesOf(all[5])).toMatchObject({
      from: '2.x',
      fromPath: '/docs/components/TextInput/',
      guidePath: '/3.x/docs/guides/moving/',
      props: [{ kind: 'removed', name: 'roundness', replacement: '/3.x/docs/guides/theming/#shapes' }],
    });
  });

  it("finds a page that moved through the older version's fallbacks, and says when the older version has none", () => {
    expect(changesOf(all[3])).toMatchObject({ fromTitle: 'FAB.Group', props: [] });
    expect(changesOf(all[4])).toMatchObject({ from: '1.x', fromPath: null, props: [] });
    expect(changesOf(all[0])).toBeNull();
  });

  it('tells an older page where its component is in the next version: changed, the same, or where it went', () => {
    expect(inNextVersion(all[0], all)).toEqual({
      version: '2.x',
      path: '/docs/components/TextInput/',
      title: 'TextInput',
      changed: true,
      movedTo: null,
      replacement: null,
    });
    expect(inNextVersion(all[1], all)).toMatchObject({
      path: '/docs/components/FAB/FABMenu/',
      title: 'FAB.Menu',
      changed: false,
    });
    expect(inNextVersion(all[6], all)).toMatchObject({
      path: null,
      movedTo: '/docs/guides/migration/#animatedfab',
      replacement: 'FAB.Extended',
    });
    expect(inNextVersion(all[2], all)).toMatchObject({
      version: '3.x',
      path: '/3.x/docs/components/TextInput/',
      changed: true,
    });
    expect(inNextVersion(all[5], all)).toBeNull();
  });
});

describe('the "Changes from" section of a page', () => {
  const facts = (changes: ComponentPageFacts['changesFromPrevious']) =>
    ({
      title: 'FAB.Menu',
      docId: '2.x/components/FAB/FABMenu',
      path: '/2.x/docs/components/FAB/FABMenu/',
      version: '2.x',
      usage: null,
      moreUsage: [],
      extendedExamples: [],
      otherNames: [],
      commonQuestions: [],
      extendsLink: null,
      inheritedPropGroupKeys: [],
      types: [],
      themeColors: null,
      moreExamples: null,
      knownIssues: null,
      configurator: { without: 'no start' },
      changesFromPrevious: changes,
      inNextVersion: null,
    }) as ComponentPageFacts;
  const base = {
    from: '1.x',
    fromPath: '/docs/components/FAB/FABGroup/',
    fromTitle: 'FAB.Group',
    guidePath: '/2.x/docs/guides/migration/',
    apiChangesPath: '/2.x/docs/guides/api-changes/',
  };
  const [one, two] = fixtureVersions(['1.x', '2.x'], '1.x');
  const sectionOf = (page: ComponentPageFacts) =>
    componentSections(page, page.version === two.name ? two : one).find((section) => section.id === 'changes');

  it('says in one line that nothing changed, naming the older page', () => {
    expect(sectionOf(facts({ ...base, props: [] }))).toEqual({
      id: 'changes',
      title: 'Changes from 1.x',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'FAB.Menu was FAB.Group in 1.x. ',
            'FAB.Menu takes the same props as ',
            { text: 'FAB.Group in 1.x', to: '/docs/components/FAB/FABGroup/' },
            '.',
          ],
        },
      ],
    });
  });

  it('has no section where there is nothing to compare with, and says when the older version has no such component', () => {
    expect(sectionOf(facts(null))).toBeUndefined();
    expect(sectionOf(facts({ ...base, fromPath: null, fromTitle: null, props: [] }))?.blocks).toEqual([
      { kind: 'paragraph', text: ['FAB.Menu is new in 2.x: 1.x has no such component.'] },
    ]);
  });

  it('on an older page, says Changed or Removed in the next version and links there, and says nothing when it is the same', () => {
    const older = (inNextVersion: ComponentPageFacts['inNextVersion']) =>
      sectionOf({
        ...facts(null),
        title: 'FAB.Group',
        docId: 'components/FAB/FABGroup',
        path: '/docs/components/FAB/FABGroup/',
        version: '1.x',
        inNextVersion,
      });
    const next = {
      version: '2.x',
      path: '/2.x/docs/components/FAB/FABMenu/',
      title: 'FAB.Menu',
      changed: true,
      movedTo: null,
      replacement: null,
    };
    expect(older(next)).toEqual({
      id: 'changes',
      title: 'Changed in 2.x',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'In 2.x, FAB.Group is FAB.Menu and takes different props: see ',
            { text: 'its changes from this version', to: '/2.x/docs/components/FAB/FABMenu/#changes' },
            '.',
          ],
        },
      ],
    });
    expect(older({ ...next, changed: false })).toBeUndefined();
    expect(older({ ...next, path: null, title: null, movedTo: '/2.x/docs/guides/migration/#fabgroup' })).toEqual({
      id: 'changes',
      title: 'Removed in 2.x',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '2.x has no FAB.Group',
            ': see ',
            { text: 'what replaces it', to: '/2.x/docs/guides/migration/#fabgroup' },
            '.',
          ],
        },
      ],
    });
    // The changes file names what replaces it: the page says so.
    const helperText = { ...next, path: null, title: null, movedTo: '/2.x/docs/guides/migration/#helpertext' };
    expect(older({ ...helperText, replacement: 'TextInput supportingText' })?.blocks[0]).toEqual({
      kind: 'paragraph',
      text: [
        '2.x has no FAB.Group',
        '; ',
        { code: 'TextInput supportingText' },
        ' replaces it',
        '. See ',
        { text: 'how to move', to: '/2.x/docs/guides/migration/#helpertext' },
        '.',
      ],
    });
  });

  it('links each change the changes file names to its section of the migration guide', () => {
    const change = { before: 'boolean', after: null, renamedTo: null, replacement: null, replaces: null };
    const changes = {
      ...base,
      props: [
        { ...change, kind: 'removed', name: 'onStateChange', replacement: 'onDismiss', section: 'fabgroup' },
        {
          ...change,
          kind: 'removed',
          name: 'roundness',
          replacement: '/2.x/docs/guides/theming/#shapes',
          section: null,
        },
      ],
    };
    const page = sectionOf(facts(changes));
    expect(page?.blocks.map((block) => block.kind)).toEqual(['paragraph', 'prop-changes']);
    // The paragraph leads on to the guide and to every component's changes on one page.
    expect(page?.blocks[0]).toMatchObject({
      text: expect.arrayContaining([
        { text: 'migration guide', to: '/2.x/docs/guides/migration/' },
        { text: 'API changes from 1.x', to: '/2.x/docs/guides/api-changes/' },
      ]),
    });
    expect(propChangeRows(changes).map((row) => row.change)).toEqual([
      [
        'Removed; use ',
        { code: 'onDismiss' },
        ' (',
        { text: 'migration guide', to: '/2.x/docs/guides/migration/#fabgroup' },
        ')',
      ],
      ['Removed; see ', { text: 'its guide', to: '/2.x/docs/guides/theming/#shapes' }],
    ]);
  });
});

describe('the breaking changes file against the comparison', () => {
  const [one, two] = fixtureVersions(['1.x', '2.x'], '1.x');
  const doc = (version: string, title: string, props: string[]): ComparableDoc => ({
    ...docOf(version === two.name ? two : one, `components/${title.replace('.', '')}`),
    title,
    props: props.map((name) => prop(name)),
    inheritedProps: [],
  });
  const older = [
    doc('1.x', 'TextInput', ['mode', 'dense', 'label']),
    doc('1.x', 'Appbar', ['dark']),
    doc('1.x', 'Appbar.Content', ['subtitle', 'title']),
    doc('1.x', 'HelperText', ['type']),
  ];
  const newer = [
    doc('2.x', 'TextInput', ['variant', 'label']),
    doc('2.x', 'Appbar', ['dark']),
    doc('2.x', 'Appbar.Content', ['title']),
  ];
  const { changesFromPrevious } = versionComparison(
    [one, { ...two, migration: { guide: 'guides/migration', changes: [] } }],
    {},
  );
  const all = [...older, ...newer];
  const gone = goneInNewer(
    older,
    newer,
    newer.flatMap((page) => changesFromPrevious(page, all) ?? []),
  );
  const problems = (names: Record<string, string | null>) =>
    unconfirmedNames([{ change: 'x', section: 'x', names }], 'content/2.x/breaking-changes.json', older, gone, {
      older: '1.x',
      newer: '2.x',
    });

  it('confirms removed props, by component, by family or alone, and components the newer version has no page of', () => {
    expect(
      problems({
        'TextInput mode': 'TextInput variant',
        dense: null,
        'Appbar subtitle': null,
        HelperText: 'supportingText',
      }),
    ).toEqual([]);
  });

  it('stops on a name the comparison does not confirm, naming the file and the key', () => {
    expect(problems({ 'TextInput label': null, title: null, Appbar: null })).toEqual([
      'content/2.x/breaking-changes.json: "[0].names.TextInput label" says TextInput\'s prop label changed, but comparing TextInput in 1.x and 2.x finds no such prop removed or renamed.',
      'content/2.x/breaking-changes.json: "[0].names.title" says the prop title changed, but comparing 1.x and 2.x finds it removed or renamed on no component.',
      'content/2.x/breaking-changes.json: "[0].names.Appbar" says Appbar changed, but 2.x still has a page of Appbar.',
    ]);
  });

  it('leaves names that are no component, prop or export (functions, options) to the guide', () => {
    expect(problems({ MD3LightTheme: 'LightTheme', getColor: null, 'MD2 theme': null })).toEqual([]);
  });

  it('stops on an export the file says changed that the newer library still exports', () => {
    const exported = (names: Record<string, string | null>) =>
      unconfirmedNames(
        [{ change: 'x', section: 'x', names }],
        'content/2.x/breaking-changes.json',
        older,
        gone,
        { older: '1.x', newer: '2.x' },
        new Set(['configureFonts']),
      );
    expect(exported({ MD3LightTheme: 'LightTheme', configureFonts: null })).toEqual([
      'content/2.x/breaking-changes.json: "[0].names.configureFonts" says configureFonts changed, but 2.x still exports configureFonts as 1.x did.',
    ]);
  });
});
