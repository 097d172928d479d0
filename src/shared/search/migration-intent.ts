/**
 * Whether a query asks how to move to this version ("migrate from v4", "upgrading to 6.0", "breaking
 * changes", "what's new in 6.0"): then the version's migration guide answers first. Reads the query's
 * stems (terms.ts) and nothing else, so "migrating from createMaterialBottomTabNavigator" is not one.
 */

/** Words that alone make a query a migration question. */
const MIGRATING = new Set(['migrat', 'upgrad', 'updat', 'changelog']);

/** Words that make one together with a version number or "changes": "breaking changes", "new in 6.0". */
const WITH_VERSION = new Set(['break', 'new', 'chang']);

/** Words a migration question may also have. */
const FILLER = new Set([
  'guid',
  'version',
  'major',
  'releas',
  'note',
  'paper',
  'react',
  'nativ',
  'latest',
  'old',
  'newer',
  'older',
  'librari',
  'app',
  's',
  'x',
  'my',
  'code',
  'doc',
  'instruct',
  'step',
]);

const isVersionNumber = (stem: string) => /^v?\d+$/.test(stem);

/** `stems`: the query's words as terms.ts stems them, stop words left out. */
export function isMigrationQuery(stems: readonly string[]): boolean {
  if (
    stems.length === 0 ||
    !stems.every((s) => MIGRATING.has(s) || WITH_VERSION.has(s) || FILLER.has(s) || isVersionNumber(s))
  )
    return false;
  // "v5 to v6"
  if (stems.some((s) => MIGRATING.has(s)) || stems.filter(isVersionNumber).length >= 2) return true;
  return (
    stems.some((s) => WITH_VERSION.has(s)) &&
    stems.some((s) => isVersionNumber(s) || (s === 'chang' && stems.includes('break')))
  );
}
