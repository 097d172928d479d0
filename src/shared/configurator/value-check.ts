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

/**
 * What a value's text may not hold: control characters (C0 and C1, NUL and line breaks among them;
 * DEL), halves of surrogate pairs, the line and paragraph separators (U+2028, U+2029), and the
 * marks, embeddings, overrides and isolates that change which way text runs (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069): in the code a configuration stands for, they would show one thing
 * and copy another, or break a line inside a string.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const UNPRINTABLES = new RegExp(UNPRINTABLE.source, 'gu');

/** Whether `text` is printable text: none of the characters above. */
export const isPrintableText = (text: string): boolean => !UNPRINTABLE.test(text);

/** `text` with each unprintable character written as an escape (`\u202E`), to show it as what it is. */
export const printableText = (text: string): string =>
  text.replace(
    UNPRINTABLES,
    (character) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

/** What a value that holds such a character is told. */
const PRINTABLE = 'printable text, without control characters, line separators or direction marks';

const isColor = (value: string, roles: readonly string[]) =>
  COLOR_LITERAL.test(value) ||
  (value.startsWith(THEME_ROLE_PREFIX) && roles.includes(value.slice(THEME_ROLE_PREFIX.length)));

/** Checks `value` against what `control` can hold; `roles` are the theme's colour roles (`primary`, `onSurface`). */
export function checkValue(control: Control, value: unknown, roles: readonly string[]): ValueCheck {
  if (typeof value === 'string' && !isPrintableText(value)) return expecting(PRINTABLE);
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
