import { toThemeColorTable } from '../../gatsby/page-data/theme-color-table';
import { INLINE_SCREENSHOT_BYTES, screenshotsFor } from '../../gatsby/page-data/screenshot-manifest';
import { extendsLinkOf, extendsTarget } from '../../gatsby/schema/extends-link';
import { roleLabel } from '../../src/shared/role-label';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';

/** A theme-colors.json of each shape: variant -> role, state -> mode -> role, and a single unnamed variant. */
const themeColors = {
  Card: {
    contained: { backgroundColor: 'theme.colors.surfaceVariant' },
    elevated: { backgroundColor: 'theme.colors.elevation.level1' },
    outlined: { backgroundColor: 'theme.colors.surface', borderColor: 'theme.colors.outline' },
  },
  Button: Object.fromEntries(
    [
      ['active', 'theme.colors.primary', 'theme.colors.onPrimary'],
      ['disabled', 'theme.colors.surfaceDisabled', 'theme.colors.onSurfaceDisabled'],
    ].map(([state, background, text]) => [
      state,
      {
        elevated: { backgroundColor: 'theme.colors.elevation.level1', textColor: text },
        contained: { backgroundColor: background, textColor: text },
        'contained-tonal': { backgroundColor: 'theme.colors.secondaryContainer', textColor: text },
        outlined: { textColor: text, borderColor: 'theme.colors.outline' },
        text: { textColor: text },
      },
    ]),
  ),
  Badge: { '-': { backgroundColor: 'theme.colors.error', textColor: 'theme.colors.onError' } },
};

describe('toThemeColorTable', () => {
  it('turns variant -> role maps into rows and role columns', () => {
    expect(toThemeColorTable('Card', themeColors.Card)).toEqual({
      component: 'Card',
      labelColumns: ['Variant'],
      roles: ['backgroundColor', 'borderColor'],
      rows: [
        { labels: ['contained'], values: ['theme.colors.surfaceVariant', null] },
        { labels: ['elevated'], values: ['theme.colors.elevation.level1', null] },
        { labels: ['outlined'], values: ['theme.colors.surface', 'theme.colors.outline'] },
      ],
    });
  });

  it('handles state -> mode -> role maps', () => {
    const table = toThemeColorTable('Button', themeColors.Button);
    expect(table.labelColumns).toEqual(['State', 'Mode']);
    expect(table.rows).toHaveLength(10);
    expect(table.rows[1]).toEqual({
      labels: ['active', 'contained'],
      values: ['theme.colors.primary', 'theme.colors.onPrimary', null],
    });
  });

  it('shows a single unnamed variant without a label column', () => {
    expect(toThemeColorTable('Badge', themeColors.Badge)).toEqual({
      component: 'Badge',
      labelColumns: [],
      roles: ['backgroundColor', 'textColor'],
      rows: [{ labels: [], values: ['theme.colors.error', 'theme.colors.onError'] }],
    });
  });

  it.each(docVersions().map((version) => [version.pageData, version.pageDataDir]))(
    '%s/theme-colors.json uses real theme colour roles everywhere',
    (_, dir) => {
      const file = path.join(dir, 'theme-colors.json');
      const colors = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, never>) : {};
      const values = Object.entries(colors).flatMap(([name, map]) =>
        toThemeColorTable(name, map).rows.flatMap((row) => row.values),
      );
      expect(
        values.filter((v) => v !== null && !/^theme\.colors\.(elevation(\.level\d|\[elevation\])|[a-zA-Z]+)$/.test(v)),
      ).toEqual([]);
    },
  );
});

describe('roleLabel', () => {
  it('reads colour roles as words', () => {
    expect(roleLabel('backgroundColor')).toBe('Background color');
    expect(roleLabel('textColor/iconColor')).toBe('Text color / icon color');
  });
});

describe('screenshotsFor', () => {
  const image = (name: string) => ({ src: `/screenshots/2.x/${name}.webp`, width: 100, height: 50 });
  const manifest = {
    Chip: { flat: { light: image('a'), dark: image('b') }, outlined: { light: image('c'), dark: image('d') } },
    Badge: { '': { light: image('e'), dark: image('f') } },
    Card: { '': { light: image('big'), dark: image('f') } },
  };
  const small = Buffer.from('RIFF a small picture');
  let TWO: { name: string; screenshotsDir: string; screenshotsPath: string };
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
    for (const name of 'abcdef') fs.writeFileSync(path.join(dir, `${name}.webp`), small);
    fs.writeFileSync(path.join(dir, 'big.webp'), Buffer.alloc(INLINE_SCREENSHOT_BYTES + 1));
    TWO = { name: '2.x', screenshotsDir: dir, screenshotsPath: '/screenshots/2.x' };
  });
  afterAll(() => fs.rmSync(TWO.screenshotsDir, { recursive: true, force: true }));
  const asDataUrl = `data:image/webp;base64,${small.toString('base64')}`;

  it('gives one screenshot per listed variant, or the single one', () => {
    expect(screenshotsFor('Chip', ['flat', 'outlined'], manifest, TWO).map((s) => s.variant)).toEqual([
      'flat',
      'outlined',
    ]);
    expect(screenshotsFor('Badge', [], manifest, TWO)).toEqual([
      { variant: '', light: { ...image('e'), inline: asDataUrl }, dark: image('f') },
    ]);
  });

  it("writes the first screenshot's light picture into the page when it is small; the others stay files", () => {
    const [first, second] = screenshotsFor('Chip', ['flat', 'outlined'], manifest, TWO);
    expect(first.light.inline).toBe(asDataUrl);
    expect(first.dark).toEqual(image('b'));
    expect(second).toEqual({ variant: 'outlined', light: image('c'), dark: image('d') });
    expect(screenshotsFor('Card', [], manifest, TWO)[0].light.inline).toBeNull();
  });

  it('fails the build, naming the component, the version and its manifest, when a listed screenshot is missing', () => {
    expect(() => screenshotsFor('Chip', ['flat', 'elevated'], manifest, TWO)).toThrow(
      "No screenshot of Chip (elevated) in 2.x's static/screenshots/2.x/manifest.json, which its screenshot-variants.json lists: run `npm run screenshots -- --version 2.x Chip` to render it.",
    );
  });
});

describe('extendsTarget', () => {
  const components = [
    { title: 'TouchableRipple', localId: 'components/TouchableRipple', path: '/docs/components/TouchableRipple/' },
    { title: 'Surface', localId: 'components/Surface', path: '/docs/components/Surface/' },
  ];

  it('links to our own page for a component of the library', () => {
    expect(
      extendsTarget(
        {
          name: 'TouchableRipple',
          url: 'https://callstack.github.io/react-native-paper/docs/components/TouchableRipple',
        },
        components,
      ),
    ).toEqual({
      to: '/docs/components/TouchableRipple/',
      label: 'TouchableRipple',
      external: false,
    });
    expect(extendsTarget({ name: 'Surface', url: null }, components)).toMatchObject({
      to: '/docs/components/Surface/',
    });
  });

  it('gives no link when inherited-prop groups already say where the props come from', () => {
    const extended = { name: 'Surface', url: null };
    expect(extendsLinkOf({ extends: extended, inheritedProps: [] }, components)).toMatchObject({ label: 'Surface' });
    expect(extendsLinkOf({ extends: extended, inheritedProps: [{ source: 'Surface' }] }, components)).toBeNull();
    expect(extendsLinkOf({ extends: null, inheritedProps: [] }, components)).toBeNull();
  });

  it('links to React Native for its own components', () => {
    expect(extendsTarget({ name: 'Text', url: 'https://reactnative.dev/docs/text#props' }, components)).toEqual({
      to: 'https://reactnative.dev/docs/text#props',
      label: 'Text',
      external: true,
    });
  });
});
