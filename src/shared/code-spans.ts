/** Badge text from a doc tag is plain text with `code` spans, as the library writes it: its parts, in order. */
export const codeSpans = (text: string): { text: string; code: boolean }[] =>
  text.split('`').map((part, index) => ({ text: part, code: index % 2 === 1 }));
