// What a reader's files say (names, paths, code, the parser's messages) is printed as text, never as
// terminal commands: an escape sequence in an import name could otherwise set the clipboard, and a line
// break in a file name would print a finding that is not there.

/** C0 and C1 control characters, DEL, and the marks that reorder text (bidirectional overrides, isolates, separators). */
// eslint-disable-next-line no-control-regex -- finding control characters is this module's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character written as its `\u` escape: `\u001b]52;…` instead of the sequence itself. */
/** @param {string} text */
export const forTerminal = (text) =>
  String(text).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
