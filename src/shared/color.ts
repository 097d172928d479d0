/** Expands `#fff` / `#ffffff` into [r, g, b] (0-255); anything else gives null. */
export function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const rgb = parseHex(background);
  if (!rgb) return '#000000';
  const l = luminance(rgb);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0').toUpperCase();

/**
 * `rgb(103, 80, 164)` / `rgba(…, 0.12)` / `#6750a4` / `transparent` as upper-case hex,
 * with an alpha byte only when the colour is not opaque: `#6750A4`, `#1C1B1F1F`.
 */
export function cssColorToHex(color: string): string | null {
  const value = color.trim();
  if (value === 'transparent') return '#00000000';
  const rgb = parseHex(value);
  if (rgb) return `#${rgb.map(hexByte).join('')}`;
  const match = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : Number(match[4]);
  const channels = match.slice(1, 4).map(Number).map(hexByte).join('');
  return `#${channels}${alpha < 1 ? hexByte(alpha * 255) : ''}`;
}
