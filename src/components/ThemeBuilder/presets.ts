import { PAPER_SOURCE_COLOR } from '../../shared/theme-colors';

/** Source colours offered as one-click starting points. */
export const PRESETS: readonly { name: string; hex: string }[] = [
  { name: 'Paper purple', hex: PAPER_SOURCE_COLOR },
  { name: 'Teal', hex: '#006a6a' },
  { name: 'Ocean blue', hex: '#0061a4' },
  { name: 'Leaf green', hex: '#386a20' },
  { name: 'Amber', hex: '#8b5000' },
  { name: 'Rose', hex: '#b02f5a' },
];
