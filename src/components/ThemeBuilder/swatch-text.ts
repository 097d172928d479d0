import { parseHex, readableTextColor } from '../../shared/color';

/**
 * Black or white text for a swatch of `color` drawn on `backdrop` (an opaque hex).
 * Translucent colours (`rgba(…)`, `transparent`) are judged as they look on the backdrop.
 */
export function swatchTextColor(color: string, backdrop: string): '#000000' | '#ffffff' {
  if (parseHex(color)) return readableTextColor(color);
  const base = parseHex(backdrop) ?? [255, 255, 255];
  const match = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!match) return readableTextColor(backdrop);
  const alpha = Number(match[4]);
  const seen = base.map((channel, i) => Math.round(Number(match[i + 1]) * alpha + channel * (1 - alpha)));
  return readableTextColor(`#${seen.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
}
