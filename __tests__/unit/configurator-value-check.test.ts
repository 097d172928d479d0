import { checkValue } from '../../src/shared/configurator/value-check';
import type { Control } from '../../src/shared/configurator/controls';
import { COLOR_ROLES } from '../../src/shared/theme-colors';

const mode: Control = {
  kind: 'choice',
  name: 'mode',
  options: ['text', 'outlined', 'contained'],
  initial: 'text',
};
const elevation: Control = { kind: 'choice', name: 'elevation', options: [0, 1, 2], initial: 1 };
const compact: Control = { kind: 'switch', name: 'compact', initial: false };
const size: Control = { kind: 'number', name: 'size', initial: undefined };
const color: Control = { kind: 'color', name: 'buttonColor', initial: undefined };
const label: Control = { kind: 'text', name: 'label', initial: undefined };
const icon: Control = { kind: 'icon', name: 'icon', initial: undefined };

const fits = (control: Control, value: unknown) => checkValue(control, value, COLOR_ROLES).fits;

describe('checkValue', () => {
  it('takes only one of a choice’s options, of the options’ own type, and names them when it refuses', () => {
    expect(fits(mode, 'outlined')).toBe(true);
    expect(checkValue(mode, 'outlinde', COLOR_ROLES)).toEqual({
      fits: false,
      expected: 'one of "text", "outlined", "contained"',
    });
    expect(fits(elevation, 2)).toBe(true);
    expect(fits(elevation, '2')).toBe(false);
    expect(checkValue(elevation, 5, COLOR_ROLES)).toEqual({ fits: false, expected: 'one of 0, 1, 2' });
  });

  it('takes true or false for a switch, and a finite number for a number', () => {
    expect(fits(compact, true)).toBe(true);
    expect(checkValue(compact, 'true', COLOR_ROLES)).toEqual({ fits: false, expected: 'true or false' });
    expect(fits(size, 24)).toBe(true);
    expect(fits(size, -0.5)).toBe(true);
    expect(fits(size, '24')).toBe(false);
    expect(fits(size, Number.NaN)).toBe(false);
    expect(fits(size, Infinity)).toBe(false);
  });

  it('takes a colour literal, or a theme role that the theme has', () => {
    for (const value of [
      '#6200EE',
      '#fff',
      '#6200ee80',
      'rgba(0, 0, 0, 0.5)',
      'rgb(98,0,238)',
      'hsl(270, 100%, 47%)',
      'transparent',
    ])
      expect([value, fits(color, value)]).toEqual([value, true]);
    expect(fits(color, 'theme.colors.primary')).toBe(true);
    expect(fits(color, 'theme.colors.onSurfaceVariant')).toBe(true);
    const refused = checkValue(color, 'theme.colors.primery', COLOR_ROLES);
    expect(refused).toEqual({ fits: false, expected: expect.stringContaining('"theme.colors.primary"') });
    for (const value of ['6200EE', '#62', 'purple', 'theme.colors.', 'theme.colors.elevation', 12])
      expect([value, fits(color, value)]).toEqual([value, false]);
  });

  it('checks roles against the list it is given', () => {
    expect(checkValue(color, 'theme.colors.brand', ['brand']).fits).toBe(true);
    expect(checkValue(color, 'theme.colors.primary', ['brand']).fits).toBe(false);
  });

  it('takes any string for text, and a non-blank one for an icon', () => {
    expect(fits(label, '')).toBe(true);
    expect(fits(label, 'Email')).toBe(true);
    expect(checkValue(label, 3, COLOR_ROLES)).toEqual({ fits: false, expected: 'text' });
    expect(fits(icon, 'camera')).toBe(true);
    expect(fits(icon, ' ')).toBe(false);
    expect(fits(icon, true)).toBe(false);
  });

  it('refuses text, icon names and colours with control, separator or direction characters, as the build does for configurator.json', () => {
    const refused = {
      fits: false,
      expected: 'printable text, without control characters, line separators or direction marks',
    };
    for (const character of ['\u0000', '\n', '\u0085', '\u2028', '\u2029', '\u202e', '\u2066', '\u200f', '\u061c'])
      for (const [control, value] of [
        [label, `Em${character}ail`],
        [icon, `cam${character}era`],
        [color, `rgb(0,${character}0,0)`],
      ] as const)
        expect([control.kind, JSON.stringify(value), checkValue(control, value, COLOR_ROLES)]).toEqual([
          control.kind,
          JSON.stringify(value),
          refused,
        ]);
    expect(fits(label, 'زر الإجراء 👩\u200d💻')).toBe(true);
  });
});
