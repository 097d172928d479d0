/**
 * Words readers use for things the docs call by another name, or write apart. A query word on
 * the left also searches for the name on the right (or for each of its words).
 */
export const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['spinner', 'ActivityIndicator'],
  ['loader', 'ActivityIndicator'],
  ['toast', 'Snackbar'],
  ['popup', 'Dialog'],
  ['textfield', 'TextInput'],
  ['datepicker', 'date picker'],
  ['timepicker', 'time picker'],
]);
