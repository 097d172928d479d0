import type { MD3Theme } from 'react-native-paper';
import { parseHex } from './color';

/** The `colors` object of a react-native-paper MD3 theme. */
export type PaperColors = MD3Theme['colors'];
export type ColorRole = Exclude<keyof PaperColors, 'elevation'>;
export type ElevationLevel = keyof PaperColors['elevation'];

export interface GeneratedSchemes {
  /** The source colour as `#rrggbb`, lower case. */
  source: string;
  light: PaperColors;
  dark: PaperColors;
}

/** Thrown for a source colour that is not a hex colour. */
export class InvalidColorError extends Error {
  constructor(input: string) {
    super(
      `"${input}" is not a hex colour. Use six hex digits, for example #6750a4 (three digits such as #06a also work).`,
    );
    this.name = 'InvalidColorError';
  }
}

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` (any case) as `#aabbcc`; anything else throws InvalidColorError. */
export function normalizeHex(input: string): string {
  const rgb = parseHex(input);
  if (!rgb) throw new InvalidColorError(input);
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Every colour role of an MD3 theme except `elevation`, in pairs (`x` before `onX`): the order of the swatches and the code. */
export const COLOR_ROLES: readonly ColorRole[] = [
  'primary',
  'onPrimary',
  'primaryContainer',
  'onPrimaryContainer',
  'secondary',
  'onSecondary',
  'secondaryContainer',
  'onSecondaryContainer',
  'tertiary',
  'onTertiary',
  'tertiaryContainer',
  'onTertiaryContainer',
  'error',
  'onError',
  'errorContainer',
  'onErrorContainer',
  'background',
  'onBackground',
  'surface',
  'onSurface',
  'surfaceVariant',
  'onSurfaceVariant',
  'surfaceDisabled',
  'onSurfaceDisabled',
  'outline',
  'outlineVariant',
  'inverseSurface',
  'inverseOnSurface',
  'inversePrimary',
  'shadow',
  'scrim',
  'backdrop',
];

/** Paper's own source colour: its default themes come from it, and the theme builder starts there. */
export const PAPER_SOURCE_COLOR = '#6750a4';
