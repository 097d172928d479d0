import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { generateSchemes, overlay } from '../../src/shared/generate-schemes';
import { COLOR_ROLES, InvalidColorError, normalizeHex } from '../../src/shared/theme-colors';
import { formatThemeCode, THEME_CODE_TOKENS } from '../../src/components/ThemeBuilder/theme-code';
import { colorFromAddress } from '../../src/components/ThemeBuilder/use-schemes';
import { readHostMessage } from '../../src/shared/live-example/protocol';
import siteConfig from '../../site.config';
import { docVersionSources } from '../../gatsby/config/doc-versions';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import { themeRolesOf } from '../../gatsby/shared/theme-roles';

const siteConfigRecord = (name: string) => siteConfig.docs.versions.find((version) => version.name === name)!;
import { highlightCode } from '../../src/lib/highlight-code';
import { parseHex } from '../../src/shared/color';

// Paper's default themes, without the rest of the library (which needs a React Native runtime).
const { MD3LightTheme } = require('react-native-paper/lib/commonjs/styles/themes/v3/LightTheme');
const { MD3DarkTheme } = require('react-native-paper/lib/commonjs/styles/themes/v3/DarkTheme');

/** [r, g, b, alpha] of `#rrggbb`, `rgb(…)` or `rgba(…)`. */
function channels(color: string): number[] {
  const hex = parseHex(color);
  if (hex) return [...hex, 1];
  const match = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!match) throw new Error(`unexpected colour ${color}`);
  const values = match[1].split(',').map(Number);
  return values.length === 3 ? [...values, 1] : values;
}

function expectClose(actual: string, expected: string, tolerance: number, label: string) {
  const a = channels(actual);
  const e = channels(expected);
  const worst = Math.max(...a.map((value, i) => Math.abs(value - e[i]) * (i === 3 ? 255 : 1)));
  if (worst > tolerance) throw new Error(`${label}: ${actual} is not within ${tolerance} of ${expected}`);
}

describe('generateSchemes', () => {
  const baseline = generateSchemes('#6750A4');

  it("gives back Paper's own primary colours for Paper's source colour", () => {
    expect(baseline.source).toBe('#6750a4');
    expect(baseline.light.primary).toBe('#6750a4');
    expect(channels(MD3LightTheme.colors.primary)).toEqual([...channels('#6750a4')]);
    expect(baseline.dark.primary).toBe('#cfbcff'); // Paper: rgb(208, 188, 255)
    expect(baseline.light.onPrimary).toBe('#ffffff');
  });

  it("stays close to every role of Paper's default themes (same tones, same palettes)", () => {
    for (const [scheme, paper] of [
      [baseline.light, MD3LightTheme.colors],
      [baseline.dark, MD3DarkTheme.colors],
    ] as const) {
      for (const role of COLOR_ROLES) {
        // Material's error palette has moved on since Paper's (#b3261e is now #ba1a1a),
        // and in dark mode Paper draws text on errorContainer in tone 80 where Material uses 90.
        if (/error/i.test(role)) continue;
        expectClose(scheme[role], paper[role], 2, role);
      }
      // Paper's elevation values were rounded by hand; ours are computed, so allow a little more.
      for (const level of ['level1', 'level2', 'level3', 'level4', 'level5'] as const) {
        expectClose(scheme.elevation[level], paper.elevation[level], 3, level);
      }
      expect(scheme.elevation.level0).toBe('transparent');
    }
  });

  it('gives stable roles for another source colour', () => {
    const teal = generateSchemes('#006A6A');
    expect(teal.light).toMatchObject({
      primary: '#006a6a',
      onPrimary: '#ffffff',
      primaryContainer: '#6ff7f6',
      surface: '#fafdfc',
    });
    expect(teal.dark).toMatchObject({ primary: '#4cdada', onPrimary: '#003737', surface: '#191c1c' });
  });

  it('fills every colour key of an MD3 theme, with nothing extra', () => {
    const paperKeys = Object.keys(MD3LightTheme.colors).sort();
    const elevationKeys = Object.keys(MD3LightTheme.colors.elevation).sort();
    for (const scheme of [baseline.light, baseline.dark]) {
      expect(Object.keys(scheme).sort()).toEqual(paperKeys);
      expect(Object.keys(scheme.elevation).sort()).toEqual(elevationKeys);
      for (const value of [...Object.values(scheme), ...Object.values(scheme.elevation)]) {
        if (typeof value === 'string') expect(() => channels(value === 'transparent' ? '#000' : value)).not.toThrow();
      }
    }
    expect([...COLOR_ROLES, 'elevation'].sort()).toEqual(paperKeys);
  });

  it('derives the Paper-specific keys the way Paper does', () => {
    const { light, dark } = baseline;
    expect(light.surfaceDisabled).toBe(`rgba(${channels(light.onSurface).slice(0, 3).join(', ')}, 0.12)`);
    expect(light.onSurfaceDisabled).toBe(`rgba(${channels(light.onSurface).slice(0, 3).join(', ')}, 0.38)`);
    expect(dark.surfaceDisabled).toBe(`rgba(${channels(dark.onSurface).slice(0, 3).join(', ')}, 0.12)`);
    expect(channels(light.backdrop)[3]).toBe(0.4);
    expect(light.elevation.level1).toBe(overlay(light.surface, light.primary, 0.05));
    expect(dark.elevation.level5).toBe(overlay(dark.surface, dark.primary, 0.14));
  });

  it('accepts short and unprefixed hex and rejects anything else with a clear error', () => {
    expect(normalizeHex(' 06a ')).toBe('#0066aa');
    expect(generateSchemes('6750a4').source).toBe('#6750a4');
    for (const bad of ['', '#12345', 'purple', '#6750a4ff', 'rgb(1, 2, 3)']) {
      expect(() => generateSchemes(bad)).toThrow(InvalidColorError);
    }
    expect(() => generateSchemes('#12g')).toThrow('"#12g" is not a hex colour');
  });
});

describe('formatThemeCode', () => {
  const schemes = generateSchemes('#006A6A');
  const code = formatThemeCode(schemes);
  const dir = path.resolve(__dirname, '../../.tmp-theme-check');

  /** Type errors of `source` compiled with the project's own compiler settings. */
  function typeErrors(source: string): string[] {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'theme.ts');
    fs.writeFileSync(file, source);
    const root = path.resolve(__dirname, '../..');
    const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const program = ts.createProgram([file], { ...options, noEmit: true, noUnusedLocals: true });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file || !d.file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes both themes with every generated value', () => {
    expect(code).toContain(
      "export const lightTheme: MD3Theme = {\n  ...MD3LightTheme,\n  colors: {\n    primary: '#006a6a',",
    );
    expect(code).toContain('export const darkTheme: MD3Theme = {\n  ...MD3DarkTheme,');
    expect(code).toContain(`primary: '${schemes.dark.primary}',`);
    expect(code).toContain(`level3: '${schemes.light.elevation.level3}',`);
    expect(code).toContain(`backdrop: '${schemes.dark.backdrop}',`);
  });

  it('is TypeScript that type-checks as a react-native-paper MD3Theme', () => {
    expect(typeErrors(`${code}\nexport const both: MD3Theme[] = [lightTheme, darkTheme];\n`)).toEqual([]);
  });

  it("writes 6.x's themes with its own exports and only the roles its theme has, which type-check against 6.x", () => {
    const next = docVersionSources(validateSiteConfig(siteConfig)).find((version) => version.name === '6.x')!;
    const roles = themeRolesOf(next);
    const code6 = formatThemeCode(schemes, siteConfigRecord('6.x').themeExports, roles);
    expect(code6).toContain("import { DarkTheme, LightTheme } from 'react-native-paper';");
    expect(code6).toContain(
      'export const lightTheme: Theme = {\n  ...LightTheme,\n  colors: {\n    ...LightTheme.colors,',
    );
    // 6.x dropped these roles; the generated 5.x scheme has them.
    expect(code6).not.toMatch(/surfaceDisabled|backdrop/);
    const against6 = code6.replace(/from 'react-native-paper'/g, "from 'react-native-paper-v6'");
    expect(typeErrors(`${against6}\nexport const both: Theme[] = [lightTheme, darkTheme];\n`)).toEqual([]);
  });

  it('would fail the check if a colour were missing (the check is real)', () => {
    const broken = code.replace(/^ {4}onPrimary: '[^']+',\n/m, '');
    expect(broken).not.toBe(code);
    expect(typeErrors(broken).join('\n')).toMatch(/onPrimary/);
  });
});

describe('highlightCode', () => {
  it('wraps the generated code in token spans without changing its text', () => {
    const code = formatThemeCode(generateSchemes('#006a6a'));
    const html = highlightCode(code, THEME_CODE_TOKENS);
    expect(html).toContain('<span class="tk">export const</span> <span class="ta">lightTheme</span>');
    expect(html).toContain('<span class="ta">primary</span>: <span class="ts">\'#006a6a\'</span>');
    // Neighbouring tokens of one colour share a span.
    expect(html).toContain('<span class="tk">import type</span>');
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    expect(text).toBe(code);
  });
});

describe("the theme builder's colour from a link", () => {
  it.each([
    ['?color=%23006A6A', '#006a6a'],
    ['?color=%23006a6a&other=1', '#006a6a'],
    ['?color=006a6a', null],
    ['?color=%23006a6', null],
    ['?color=javascript:alert(1)', null],
    ['?color=%23006a6a%22%3E%3Cscript%3E', null],
    ['?color=', null],
    ['', null],
  ])('reads %s as %s', (search, expected) => {
    expect(colorFromAddress(search)).toBe(expected);
  });
});

describe('generated schemes as the preview frame reads them', () => {
  it("passes the frame's colour check whole, for any source colour", () => {
    for (const source of ['#006a6a', '#6750a4', '#b02f5a', '#000000', '#ffffff']) {
      const { light, dark } = generateSchemes(source);
      expect(readHostMessage({ type: 'rnp-live:theme', mode: 'dark', colors: { light, dark } })).not.toBeNull();
    }
  });
});
