import { compareComponents, namedChanges, type ComparedProp } from '../../gatsby/schema/component-changes';
import { changesFromPreviousOf, type ComparableDoc } from '../../gatsby/schema/changes-from-previous';
import { componentSections, type ComponentPageFacts } from '../../src/shared/pages/component-page';
import { propChangeRows } from '../../src/shared/pages/prop-changes';
import { fixtureVersions } from '../helpers/version-fixtures';
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
    expect(byName('color')[0]).toMatchObject({ kind: 'added', after: 'string' });
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
  const [v5, v6, v7] = fixtureVersions(['5.x', '6.x', '7.x'], '6.x');
  const migration = (guide: string) => ({ guide, changes: CHANGES });
  const versions = [
    v5,
    { ...v6, migration: migration('guides/migration') },
    { ...v7, migration: migration('guides/moving') },
  ];
  const doc = (version: string, docId: string, title: string, props: ComparedProp[]): ComparableDoc => ({
    version,
    docId,
    title,
    props,
    inheritedProps: [],
  });
  const all = [
    doc('5.x', '5.x/components/TextInput', 'TextInput', [prop('roundness')]),
    doc('5.x', '5.x/components/FAB/FABGroup', 'FAB.Group', [prop('visible')]),
    doc('6.x', 'components/TextInput', 'TextInput', [prop('roundness'), prop('counter')]),
    doc('6.x', 'components/FAB/FABMenu', 'FAB.Menu', [prop('visible')]),
    doc('6.x', 'components/Chip', 'Chip', []),
    doc('7.x', '7.x/components/TextInput', 'TextInput', [prop('counter')]),
  ];
  const changesOf = changesFromPreviousOf(versions, { '5.x': { 'components/FAB/FABMenu': 'components/FAB/FABGroup' } });

  it('compares each version with the one listed before it, linking to its own migration guide', () => {
    expect(changesOf(all[2], all)).toMatchObject({
      from: '5.x',
      fromDocId: '5.x/components/TextInput',
      guideDocId: 'guides/migration',
      props: [{ kind: 'added', name: 'counter' }],
    });
    expect(changesOf(all[5], all)).toMatchObject({
      from: '6.x',
      fromDocId: 'components/TextInput',
      guideDocId: '7.x/guides/moving',
      props: [{ kind: 'removed', name: 'roundness', replacement: '7.x/guides/theming#shapes' }],
    });
  });

  it("finds a page that moved through the older version's fallbacks, and none where the older version has no page", () => {
    expect(changesOf(all[3], all)).toMatchObject({ fromTitle: 'FAB.Group', props: [] });
    expect(changesOf(all[4], all)).toBeNull();
    expect(changesOf(all[0], all)).toBeNull();
  });
});

describe('the "Changes from" section of a page', () => {
  const facts = (changes: ComponentPageFacts['changesFromPrevious']) =>
    ({
      title: 'FAB.Menu',
      docId: '6.x/components/FAB/FABMenu',
      version: '6.x',
      usage: null,
      moreUsage: [],
      extendedExamples: [],
      extendsLink: null,
      inheritedPropGroupKeys: [],
      types: [],
      themeColors: null,
      moreExamples: null,
      knownIssues: null,
      configurator: { without: 'no start' },
      changesFromPrevious: changes,
    }) as ComponentPageFacts;
  const base = {
    from: '5.x',
    fromDocId: 'components/FAB/FABGroup',
    fromTitle: 'FAB.Group',
    guideDocId: '6.x/guides/migration',
  };
  const sectionOf = (page: ComponentPageFacts) => componentSections(page).find((section) => section.id === 'changes');

  it('says in one line that nothing changed, naming the older page', () => {
    expect(sectionOf(facts({ ...base, props: [] }))).toEqual({
      id: 'changes',
      title: 'Changes from 5.x',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'FAB.Menu was FAB.Group in 5.x. ',
            'FAB.Menu takes the same props as ',
            { text: 'FAB.Group in 5.x', to: '/docs/components/FAB/FABGroup/' },
            '.',
          ],
        },
      ],
    });
  });

  it('has no section where there is nothing to compare with', () => {
    expect(sectionOf(facts(null))).toBeUndefined();
  });

  it('links each change the changes file names to its section of the migration guide', () => {
    const change = { before: 'boolean', after: null, renamedTo: null, replacement: null };
    const changes = {
      ...base,
      props: [
        { ...change, kind: 'removed', name: 'onStateChange', replacement: 'onDismiss', section: 'fabgroup' },
        { ...change, kind: 'removed', name: 'roundness', replacement: '6.x/guides/theming#shapes', section: null },
      ],
    };
    const page = sectionOf(facts(changes));
    expect(page?.blocks.map((block) => block.kind)).toEqual(['paragraph', 'prop-changes']);
    expect(propChangeRows(changes).map((row) => row.change)).toEqual([
      [
        'Removed; use ',
        { code: 'onDismiss' },
        ' (',
        { text: 'migration guide', to: '/6.x/docs/guides/migration/#fabgroup' },
        ')',
      ],
      ['Removed; see ', { text: 'its guide', to: '/6.x/docs/guides/theming/#shapes' }],
    ]);
  });
});
