/**
 * Words readers use for things the docs call by another name. A query word on
 * the left also searches for the name on the right.
 */
export const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['spinner', 'ActivityIndicator'],
  ['loader', 'ActivityIndicator'],
  ['toast', 'Snackbar'],
  ['popup', 'Dialog'],
  ['textfield', 'TextInput'],
]);
