// What a reader's files say (names, paths, code, the parser's messages) is printed as text, never as
// terminal commands: an escape sequence in an import name could otherwise set the clipboard, and a line
// break in a file name would print a finding that is not there.

/* eslint-disable no-control-regex -- finding control characters is this module's job */
/** C0 and C1 control characters, DEL, and the marks that reorder text (bidirectional overrides, isolates, separators). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same but the tab, which only moves along the line: a diff of code keeps its indentation. */
const UNSAFE_IN_CODE =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** @param {string} char */
const escape = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every control character written as its `\u` escape: `\u001b]52;…` instead of the sequence itself. */
/** @param {string} text */
export const forTerminal = (text) => String(text).replace(UNSAFE, escape);

/** Lines of code (a diff), each made safe as above, tabs kept. */
/** @param {string} text */
export const codeForTerminal = (text) =>
  String(text)
    .split('\n')
    .map((line) => line.replace(UNSAFE_IN_CODE, escape))
    .join('\n');
