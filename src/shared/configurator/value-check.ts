import { THEME_ROLE_PREFIX } from './code';
import type { Control } from './controls';

/**
 * Whether a value can be a control's: the build checks content/5.x/data/configurator.json's starting
 * points with it, and the browser can check values read from the address the same way.
 */

/** Fits, or what the control takes instead, as words that follow "expected": `one of "text", "outlined"`. */
type ValueCheck = { fits: true } | { fits: false; expected: string };

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()` or `transparent`. */
const COLOR_LITERAL =
  /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|transparent)$/i;

const FITS: ValueCheck = { fits: true };
const expecting = (expected: string): ValueCheck => ({ fits: false, expected });

const isColor = (value: string, roles: readonly string[]) =>
  COLOR_LITERAL.test(value) ||
  (value.startsWith(THEME_ROLE_PREFIX) && roles.includes(value.slice(THEME_ROLE_PREFIX.length)));

/** Checks `value` against what `control` can hold; `roles` are the theme's colour roles (`primary`, `onSurface`). */
export function checkValue(control: Control, value: unknown, roles: readonly string[]): ValueCheck {
  switch (control.kind) {
    case 'switch':
      return typeof value === 'boolean' ? FITS : expecting('true or false');
    case 'choice':
      return control.options.includes(value as string | number)
        ? FITS
        : expecting(`one of ${control.options.map((option) => JSON.stringify(option)).join(', ')}`);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? FITS : expecting('a number');
    case 'color':
      return typeof value === 'string' && isColor(value, roles)
        ? FITS
        : expecting(
            `a colour such as "#6200EE" or "rgba(0, 0, 0, 0.5)", or a theme role such as "${THEME_ROLE_PREFIX}${roles[0] ?? 'primary'}"`,
          );
    case 'icon':
      return typeof value === 'string' && value.trim() !== '' ? FITS : expecting('an icon name such as "camera"');
    case 'text':
      return typeof value === 'string' ? FITS : expecting('text');
  }
}
