import fs from 'fs';
import path from 'path';
import { themeRoleProblems } from '../../gatsby/page-data/theme-color-table';
import { configuratorRoles, hexAt, readThemeColorValues, readThemeRoles } from '../../gatsby/shared/theme-roles';
import { docVersions } from '../../gatsby/config/site-config';

// The theme roles of 5.x's and 6.x's libraries are release facts: what each library's theme type has.

const V5 = { name: '5.x', library: 'react-native-paper', themeColors: 'src/types.tsx#MD3Colors' };
const V6 = { name: '6.x', library: 'react-native-paper-v6', themeColors: 'src/theme/types/color.ts#ThemeColors' };

describe("a version's theme roles, read from its library's type", () => {
  const v5 = readThemeRoles(V5);
  const v6 = readThemeRoles(V6);

  it('reads 5.x MD3Colors: surfaceDisabled and backdrop, elevation as its levels', () => {
    expect(v5).toEqual(
      expect.arrayContaining(['primary', 'onSurface', 'surfaceDisabled', 'onSurfaceDisabled', 'backdrop']),
    );
    expect(v5.filter((role) => role.startsWith('elevation'))).toEqual(
      [0, 1, 2, 3, 4, 5].map((level) => `elevation.level${level}`),
    );
    expect(v5).not.toContain('elevation');
  });

  it("reads 6.x ThemeColors: no surfaceDisabled, onSurfaceDisabled or backdrop, and 6.x's new roles", () => {
    for (const gone of ['surfaceDisabled', 'onSurfaceDisabled', 'backdrop']) expect(v6).not.toContain(gone);
    expect(v6).toEqual(
      expect.arrayContaining(['surfaceContainerHigh', 'primaryFixed', 'stateLayerPressed', 'elevation.level5']),
    );
  });

  it('gives the configurator the top-level roles only', () => {
    expect(configuratorRoles(v6)).toContain('surfaceContainer');
    expect(configuratorRoles(v6).some((role) => role.includes('.'))).toBe(false);
  });

  it('throws for a type the file does not declare, naming the version', () => {
    expect(() => readThemeRoles({ ...V6, themeColors: 'src/theme/types/color.ts#Nope' })).toThrow(
      /version "6\.x"'s themeColors names Nope/,
    );
  });

  it("reads each library's default light and dark theme colours from its scheme files", () => {
    const v6Colors = readThemeColorValues(V6.library);
    expect(hexAt(v6Colors.light, 'primary')).toBe('#6750A4');
    expect(hexAt(v6Colors.dark, 'surfaceContainerHigh')).toMatch(/^#[0-9A-F]{6}$/i);
    expect(hexAt(v6Colors.light, 'surfaceDisabled')).toBeNull();
    expect(hexAt(readThemeColorValues(V5.library).light, 'surfaceDisabled')).toMatch(/^#/);
  });
});

describe('the theme-colors.json role check', () => {
  const v6 = readThemeRoles(V6);

  it("stops a theme.colors role 6.x's theme does not have, naming file and key", () => {
    const problems = themeRoleProblems(
      {
        Button: { active: { contained: { backgroundColor: 'theme.colors.surfaceDisabled' } } },
        Badge: { '-': { backgroundColor: 'theme.colors.error' } },
      },
      v6,
      'content/6.x/data/theme-colors.json',
      '6.x',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/6\.x\/data\/theme-colors\.json: "Button\.active\.contained\.backgroundColor" names theme\.colors\.surfaceDisabled, which 6\.x's theme does not have; expected one of primary, /,
      ),
    ]);
  });

  it('passes an indexed elevation and each version’s own file', () => {
    expect(
      themeRoleProblems(
        { Surface: { flat: { backgroundColor: 'theme.colors.elevation[elevation]' } } },
        v6,
        'f',
        '6.x',
      ),
    ).toEqual([]);
    // Every version site.config.ts lists, each against its own library's roles.
    for (const version of docVersions()) {
      const file = path.join(version.pageDataDir, 'theme-colors.json');
      if (!fs.existsSync(file)) continue;
      const colors = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(themeRoleProblems(colors, readThemeRoles(version), file, version.name)).toEqual([]);
    }
  });

  it('stops 5.x roles in 6.x: the 5.x file checked against 6.x names its backdrop', () => {
    const file = path.resolve(__dirname, '../../content/5.x/data/theme-colors.json');
    const problems = themeRoleProblems(
      JSON.parse(fs.readFileSync(file, 'utf8')),
      v6,
      'content/5.x/data/theme-colors.json',
      '6.x',
    );
    expect(problems.some((problem) => problem.includes('"Modal.-.backgroundColor" names theme.colors.backdrop'))).toBe(
      true,
    );
  });
});
