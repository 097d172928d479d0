/**
 * What a callback was called with, in a few words for the configurator's actions log: events
 * become `event`, text is quoted and cut, objects and lists show their first entries.
 */
export function summariseArgs(args: readonly unknown[]): string {
  return args.map((arg) => summarise(arg, 0)).join(', ');
}

const FIRST = 3;
const TEXT = 40;

function summarise(value: unknown, depth: number): string {
  if (typeof value === 'string') return JSON.stringify(value.length > TEXT ? `${value.slice(0, TEXT)}…` : value);
  if (typeof value === 'function') return 'function';
  if (typeof value !== 'object' || value === null) return String(value);
  if (depth > 0) return Array.isArray(value) ? '[…]' : '{…}';
  const more = (count: number) => (count > FIRST ? ', …' : '');
  if (Array.isArray(value))
    return `[${value
      .slice(0, FIRST)
      .map((item) => summarise(item, 1))
      .join(', ')}${more(value.length)}]`;
  if ('nativeEvent' in value) return 'event';
  const entries = Object.entries(value);
  return `{ ${entries
    .slice(0, FIRST)
    .map(([key, item]) => `${key}: ${summarise(item, 1)}`)
    .join(', ')}${more(entries.length)} }`;
}
