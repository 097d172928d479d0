import { comparisonRules, type ComparedName } from '../../src/shared/migration/comparison-rules';

// The rules the comparison of two versions adds to the breaking changes file's: what the file does not name.

const change = (kind: string, name: string, renamedTo: string | null = null, section: string | null = null) =>
  ({ kind, name, renamedTo, section }) satisfies ComparedName;

const handWritten = [{ name: 'MD3LightTheme', replacement: 'LightTheme', link: 'guides/migration#md3' }];

const rules = comparisonRules(
  {
    exports: [
      change('renamed', 'MD3LightTheme', 'LightTheme', 'md3'),
      change('removed', 'overlay'),
      change('removed', 'Title'),
      change('added', 'Palette'),
    ],
    themeRoles: [change('removed', 'backdrop'), change('added', 'surfaceBright')],
    newer: [
      {
        title: 'FAB.Menu',
        changesFromPrevious: {
          fromTitle: 'FAB.Group',
          props: [change('renamed', 'open', 'expanded'), change('removed', 'backdropColor'), change('added', 'items')],
        },
      },
      {
        title: 'Button',
        changesFromPrevious: { fromTitle: 'Button', props: [change('removed', 'color', null, 'button')] },
      },
      { title: 'Tooltip', changesFromPrevious: { fromTitle: null, props: [] } },
    ],
    older: [
      { title: 'HelperText', inNextVersion: { path: null } },
      { title: 'Button', inNextVersion: { path: '/6.x/docs/components/Button/' } },
    ],
  },
  handWritten,
);

it('keeps the breaking changes file’s rules first and adds each name gone that the file does not name', () => {
  expect(rules.map((rule) => rule.name)).toEqual([
    'MD3LightTheme',
    'overlay',
    'Title',
    'backdrop',
    'FAB.Group',
    'FAB.Group open',
    'FAB.Group backdropColor',
    'HelperText',
  ]);
  // An export the file names, too, is Paper's only where the code imports it.
  expect(rules[0]).toEqual({ ...handWritten[0], imported: true });
});

it('gives a renamed name its new name, and links each to its row on the API changes page', () => {
  const by = new Map(rules.map((rule) => [rule.name, rule]));
  expect(by.get('overlay')).toEqual({
    name: 'overlay',
    replacement: null,
    link: 'guides/api-changes?name=overlay#exports',
    imported: true,
  });
  expect(by.get('backdrop')).toEqual({
    name: 'backdrop',
    replacement: null,
    link: 'guides/api-changes?name=backdrop#theme-colour-roles',
    role: true,
  });
  expect(by.get('FAB.Group')).toMatchObject({
    replacement: 'FAB.Menu',
    link: 'guides/api-changes?name=FAB.Menu#components',
  });
  expect(by.get('FAB.Group open')).toMatchObject({ replacement: 'FAB.Menu expanded' });
  expect(by.get('HelperText')?.link).toBe('guides/api-changes?name=HelperText#components');
});

it('marks the file’s colour roles as roles, matched only in a theme’s colors', () => {
  const [rule] = comparisonRules(
    { exports: [], themeRoles: [change('removed', 'backdrop', null, 'roles')], newer: [], older: [] },
    [{ name: 'backdrop', replacement: null, link: 'guides/migration#roles' }],
  );
  expect(rule).toEqual({ name: 'backdrop', replacement: null, link: 'guides/migration#roles', role: true });
});
