/**
 * How long opening or closing a section takes: taller content moves further,
 * so it gets more time, growing slower than the height and capped at 500 ms.
 */
export function collapsibleDuration(height: number): number {
  if (height <= 0) return 0;
  return Math.min(Math.round(120 + 18 * Math.sqrt(height)), 500);
}
