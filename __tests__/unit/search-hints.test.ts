import { searchHints, type VersionRecords } from '../../gatsby/post-build/search-hints';
import { asRoutePrefix, asVersionName } from '../../src/shared/doc-versions';
import type { BreakingChange } from '../../gatsby/config/breaking-changes';
import type { SearchRecord } from '../../src/shared/search/types';

/** A page's records: its title, then [heading, anchor] sections (a `prop-` anchor is a prop row). */
function page(url: string, title: string, sections: [string, string][] = [], lvl0 = 'Components'): SearchRecord[] {
  const hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null };
  return [
    { type: 'lvl1', url, hierarchy, content: `About ${title}.` },
    ...sections.map(([heading, anchor]): SearchRecord => ({
      type: 'lvl3',
      url: `${url}#${anchor}`,
      hierarchy: { ...hierarchy, lvl2: 'Props', lvl3: heading },
      content: `What ${heading} does.`,
    })),
  ];
}

const FILE = 'content/2.x/breaking-changes.json';

const older = (): VersionRecords => ({
  version: {
    name: asVersionName('1.x'),
    prefix: undefined,
    migration: { guide: 'guides/migration-guide-to-1.0', changes: [] },
  },
  records: [
    ...page('/docs/guides/migration-guide-to-1.0/', 'Introducing v1', [], 'Guides'),
    ...page('/docs/components/HelperText/', 'HelperText'),
    ...page('/docs/components/TextInput/', 'TextInput', [
      ['mode', 'prop-mode'],
      ['left', 'prop-left'],
    ]),
    ...page('/docs/components/FAB/FABGroup/', 'FAB.Group'),
  ],
});

const newer = (changes: BreakingChange[]): VersionRecords => ({
  version: {
    name: asVersionName('2.x'),
    prefix: asRoutePrefix('2.x'),
    migration: { guide: 'guides/migration', changesFile: FILE, changes },
  },
  records: [
    ...page(
      '/2.x/docs/guides/migration/',
      'Migrating from 1.x to 2.0',
      [
        ['HelperText', 'helpertext'],
        ['TextInput mode becomes variant', 'textinput-mode-becomes-variant'],
        ['Other changes', 'other-changes'],
      ],
      'Guides',
    ),
    ...page('/2.x/docs/components/TextInput/', 'TextInput', [
      ['variant', 'prop-variant'],
      ['supportingText', 'prop-supportingText'],
    ]),
    ...page('/2.x/docs/components/FAB/FABMenu/', 'FAB.Menu'),
  ],
});

const CHANGES: BreakingChange[] = [
  { change: 'HelperText is removed.', section: 'other-changes', names: { HelperText: 'TextInput supportingText' } },
  {
    change: 'TextInput mode becomes variant.',
    section: 'other-changes',
    names: { 'TextInput mode': 'TextInput variant' },
  },
  { change: 'No names.', section: 'other-changes' },
];

const FALLBACKS = {
  '2.x': {
    'components/FAB/FABGroup': 'guides/migration#other-changes',
    'components/HelperText': 'guides/migration#helpertext',
  },
  '1.x': { 'components/FAB/FABMenu': 'components/FAB/FABGroup' },
};

const hintsOf = (changes = CHANGES) => searchHints([older(), newer(changes)], FALLBACKS, '');

describe('search hints', () => {
  it("leads a dropped name to the migration section whose heading names it, then to its replacement's definition", () => {
    const moved = hintsOf().get('2.x')!.moved!;
    expect(moved.helpertext).toEqual([
      '/2.x/docs/guides/migration/#helpertext',
      '/2.x/docs/components/TextInput/#prop-supportingText',
    ]);
    expect(moved.textinputmode).toEqual([
      '/2.x/docs/guides/migration/#textinput-mode-becomes-variant',
      '/2.x/docs/components/TextInput/#prop-variant',
    ]);
  });

  it('passes over a heading that names a dropped name under another h2 than its change, such as a troubleshooting one', () => {
    const version = newer(CHANGES);
    const symptom: SearchRecord = {
      type: 'lvl3',
      url: '/2.x/docs/guides/migration/#no-exported-member-helpertext',
      hierarchy: {
        lvl0: 'Guides',
        lvl1: 'Migrating from 1.x to 2.0',
        lvl2: 'Troubleshooting',
        lvl3: 'No exported member HelperText',
      },
      content: 'Use supportingText.',
    };
    version.records.splice(1, 0, symptom);
    const moved = searchHints([older(), version], FALLBACKS, '').get('2.x')!.moved!;
    expect(moved.helpertext[0]).toBe('/2.x/docs/guides/migration/#helpertext');
  });

  it("leads a component page the version lacks to its fallback, then to the page another version's fallback names", () => {
    expect(hintsOf().get('2.x')!.moved!.fabgroup).toEqual([
      '/2.x/docs/guides/migration/#other-changes',
      '/2.x/docs/components/FAB/FABMenu/',
    ]);
  });

  it('leads a newer name, on the older version, to what it replaced', () => {
    expect(hintsOf().get('1.x')).toEqual({
      migrationGuide: '/docs/guides/migration-guide-to-1.0/',
      moved: {
        fabmenu: ['/docs/components/FAB/FABGroup/'],
        // A replacement named on its component is asked for by the prop's name alone too.
        supportingtext: ['/docs/components/HelperText/'],
        textinputsupportingtext: ['/docs/components/HelperText/'],
        textinputvariant: ['/docs/components/TextInput/#prop-mode'],
        variant: ['/docs/components/TextInput/#prop-mode'],
      },
    });
  });

  it('names the file and key of a dropped name the version still has, a replacement it lacks, or a section that is not there', () => {
    const withNames =
      (names: Record<string, string | null>, section = 'other-changes') =>
      () =>
        hintsOf([{ change: 'A change.', section, names }]);
    expect(withNames({ TextInput: null })).toThrow(
      `${FILE}: "[0].names.TextInput": 2.x still has a page or prop named TextInput, so it is not a dropped name.`,
    );
    expect(withNames({ HelperText: 'supportingTxt' })).toThrow(
      `${FILE}: "[0].names.HelperText" is "supportingTxt", which no page defines in 2.x.`,
    );
    expect(withNames({ HelperText: 'guides/migration#nowhere' })).toThrow(
      `${FILE}: "[0].names.HelperText" is "guides/migration#nowhere", which is not a section in 2.x.`,
    );
    expect(withNames({}, 'gone')).toThrow(
      `${FILE}: "[0].section" is "gone", which is not a heading of guides/migration.`,
    );
  });

  it('gives no hint for a dropped name spelled like a prop the version still has (Title and title), and does not stop', () => {
    const moved = hintsOf([{ change: 'Variant is removed.', section: 'other-changes', names: { Variant: null } }]).get(
      '2.x',
    )!.moved!;
    expect(moved).not.toHaveProperty('variant');
  });

  it('stops on a migration guide that is not a page of its version', () => {
    const version = newer(CHANGES);
    version.version.migration!.guide = 'guides/migratoin';
    expect(() => searchHints([older(), version], FALLBACKS, '')).toThrow(
      `version 2.x's migration.guide is "guides/migratoin", which is not a page of 2.x.`,
    );
  });
});
