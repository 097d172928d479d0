/**
 * Words readers use for things the docs call by another name, or write apart. A query word, or two
 * neighbouring query words written together (`speed dial` -> `speeddial`), on the left also searches
 * for each entry on the right: a name as written, or, with a space, each of its words. A name a docs
 * version does not have finds nothing there (`FABGroup` in 6.x), so one table serves every version.
 */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['textfield', ['TextInput']],
  ['datepicker', ['date picker']],
  ['timepicker', ['time picker']],
  // Material Design 2's name for a FAB that opens into a menu of actions.
  ['speeddial', ['FABGroup', 'FABMenu']],
  // The text under a field that says what is wrong: HelperText in 5.x, TextInput's supportingText in 6.x.
  ['errormessage', ['HelperText', 'supportingText']],
  // The web's and CSS's words for what Paper names otherwise: a multiline TextInput, Button's
  // `uppercase`, a field's outline, and its focused state (`activeOutlineColor`).
  ['textarea', ['multiline']],
  ['caps', ['uppercase']],
  ['border', ['outline']],
  ['focused', ['active']],
]);
