import { argbFromHex, hexFromArgb, themeFromSourceColor, type TonalPalette } from '@material/material-color-utilities';
import { parseHex } from './color';
import {
  COLOR_ROLES,
  normalizeHex,
  type ColorRole,
  type ElevationLevel,
  type GeneratedSchemes,
  type PaperColors,
} from './theme-colors';

type PaletteName = 'primary' | 'secondary' | 'tertiary' | 'neutral' | 'neutralVariant' | 'error';
type Palettes = Record<PaletteName, TonalPalette>;

/** Solid roles as [palette, tone]: the tones Paper's MD3LightTheme and MD3DarkTheme take from their palettes. */
type ToneMap = Record<Exclude<ColorRole, 'surfaceDisabled' | 'onSurfaceDisabled' | 'backdrop'>, [PaletteName, number]>;

const LIGHT_TONES: ToneMap = {
  primary: ['primary', 40],
  primaryContainer: ['primary', 90],
  secondary: ['secondary', 40],
  secondaryContainer: ['secondary', 90],
  tertiary: ['tertiary', 40],
  tertiaryContainer: ['tertiary', 90],
  surface: ['neutral', 99],
  surfaceVariant: ['neutralVariant', 90],
  background: ['neutral', 99],
  error: ['error', 40],
  errorContainer: ['error', 90],
  onPrimary: ['primary', 100],
  onPrimaryContainer: ['primary', 10],
  onSecondary: ['secondary', 100],
  onSecondaryContainer: ['secondary', 10],
  onTertiary: ['tertiary', 100],
  onTertiaryContainer: ['tertiary', 10],
  onSurface: ['neutral', 10],
  onSurfaceVariant: ['neutralVariant', 30],
  onError: ['error', 100],
  onErrorContainer: ['error', 10],
  onBackground: ['neutral', 10],
  outline: ['neutralVariant', 50],
  outlineVariant: ['neutralVariant', 80],
  inverseSurface: ['neutral', 20],
  inverseOnSurface: ['neutral', 95],
  inversePrimary: ['primary', 80],
  shadow: ['neutral', 0],
  scrim: ['neutral', 0],
};

const DARK_TONES: ToneMap = {
  primary: ['primary', 80],
  primaryContainer: ['primary', 30],
  secondary: ['secondary', 80],
  secondaryContainer: ['secondary', 30],
  tertiary: ['tertiary', 80],
  tertiaryContainer: ['tertiary', 30],
  surface: ['neutral', 10],
  surfaceVariant: ['neutralVariant', 30],
  background: ['neutral', 10],
  error: ['error', 80],
  errorContainer: ['error', 30],
  onPrimary: ['primary', 20],
  onPrimaryContainer: ['primary', 90],
  onSecondary: ['secondary', 20],
  onSecondaryContainer: ['secondary', 90],
  onTertiary: ['tertiary', 20],
  onTertiaryContainer: ['tertiary', 90],
  onSurface: ['neutral', 90],
  onSurfaceVariant: ['neutralVariant', 80],
  onError: ['error', 20],
  // Paper's MD3DarkTheme uses tone 80 here (the same colour as `error`); Material's scheme uses 90.
  onErrorContainer: ['error', 90],
  onBackground: ['neutral', 90],
  outline: ['neutralVariant', 60],
  outlineVariant: ['neutralVariant', 30],
  inverseSurface: ['neutral', 90],
  inverseOnSurface: ['neutral', 20],
  inversePrimary: ['primary', 40],
  shadow: ['neutral', 0],
  scrim: ['neutral', 0],
};

/** How much primary tints each elevation level, as in Paper's default themes. */
const ELEVATION_OPACITY: Record<ElevationLevel, number> = {
  level0: 0,
  level1: 0.05,
  level2: 0.08,
  level3: 0.11,
  level4: 0.12,
  level5: 0.14,
};

/** Paper's disabled opacities (tokens.md.ref.opacity level2 and level4) and its backdrop opacity. */
const DISABLED_FILL_OPACITY = 0.12;
const DISABLED_CONTENT_OPACITY = 0.38;
const BACKDROP_OPACITY = 0.4;

const rgbOf = (hex: string) => parseHex(hex) as [number, number, number];

/** `rgba(r, g, b, a)`, the format Paper's own themes use for translucent colours. */
function withAlpha(hex: string, alpha: number): string {
  return `rgba(${rgbOf(hex).join(', ')}, ${alpha})`;
}

/** `tint` laid over `base` at `amount` opacity, as an opaque `#rrggbb`. */
export function overlay(base: string, tint: string, amount: number): string {
  const bottom = rgbOf(base);
  const top = rgbOf(tint);
  const mixed = bottom.map((channel, i) => Math.round(channel * (1 - amount) + top[i] * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function elevationColors(surface: string, primary: string): PaperColors['elevation'] {
  const levels = Object.entries(ELEVATION_OPACITY).map(([level, amount]) => [
    level,
    // Level 0 is see-through, like Paper's; the others are opaque so shadows stay on the surface.
    amount === 0 ? 'transparent' : overlay(surface, primary, amount),
  ]);
  return Object.fromEntries(levels) as PaperColors['elevation'];
}

function buildColors(palettes: Palettes, tones: ToneMap): PaperColors {
  const tone = (role: keyof ToneMap) => {
    const [palette, value] = tones[role];
    return hexFromArgb(palettes[palette].tone(value));
  };
  const derived: Record<Exclude<ColorRole, keyof ToneMap>, string> = {
    surfaceDisabled: withAlpha(tone('onSurface'), DISABLED_FILL_OPACITY),
    onSurfaceDisabled: withAlpha(tone('onSurface'), DISABLED_CONTENT_OPACITY),
    backdrop: withAlpha(hexFromArgb(palettes.neutralVariant.tone(20)), BACKDROP_OPACITY),
  };
  const colors = Object.fromEntries(
    COLOR_ROLES.map((role) => [
      role,
      role in derived ? derived[role as keyof typeof derived] : tone(role as keyof ToneMap),
    ]),
  ) as Record<ColorRole, string>;
  return { ...colors, elevation: elevationColors(colors.surface, colors.primary) };
}

/**
 * Light and dark MD3 colour schemes for react-native-paper from one source colour.
 * `themeFromSourceColor` from @material/material-color-utilities makes the six tonal
 * palettes; each role takes the tone Paper's default themes take from theirs, so
 * Paper's own source colour, #6750a4, gives back (almost exactly) Paper's defaults.
 */
export function generateSchemes(sourceHex: string): GeneratedSchemes {
  const source = normalizeHex(sourceHex);
  const palettes: Palettes = themeFromSourceColor(argbFromHex(source)).palettes;
  return { source, light: buildColors(palettes, LIGHT_TONES), dark: buildColors(palettes, DARK_TONES) };
}
