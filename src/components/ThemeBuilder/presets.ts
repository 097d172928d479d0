/** Source colours offered as one-click starting points. */
export const PRESETS: readonly { name: string; hex: string }[] = [
  { name: 'Paper purple', hex: '#6750a4' },
  { name: 'Teal', hex: '#006a6a' },
  { name: 'Ocean blue', hex: '#0061a4' },
  { name: 'Leaf green', hex: '#386a20' },
  { name: 'Amber', hex: '#8b5000' },
  { name: 'Rose', hex: '#b02f5a' },
];

export const DEFAULT_SOURCE = PRESETS[0].hex;
