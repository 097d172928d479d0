/**
 * Highlighted code uses one short class per colour role, not Prism's `token keyword` pairs: a
 * guide holds thousands of token spans, and the long names were a third of its HTML. Punctuation
 * and operators keep the code's own colour: they were three spans in five, for a shade of grey.
 */
export const TOKEN_CLASS = {
  comment: 'tc',
  keyword: 'tk',
  string: 'ts',
  number: 'tn',
  function: 'tf',
  tag: 'tt',
  attr: 'ta',
} as const;

/** Prism's token kinds, by the colour role that paints them; other kinds stay plain text. */
const ROLE_OF_KIND: Record<string, keyof typeof TOKEN_CLASS> = {
  comment: 'comment',
  prolog: 'comment',
  doctype: 'comment',
  keyword: 'keyword',
  boolean: 'keyword',
  important: 'keyword',
  atrule: 'keyword',
  string: 'string',
  char: 'string',
  'template-string': 'string',
  inserted: 'string',
  number: 'number',
  constant: 'number',
  deleted: 'number',
  function: 'function',
  'class-name': 'function',
  builtin: 'function',
  tag: 'tag',
  selector: 'tag',
  'attr-name': 'attr',
  property: 'attr',
};

/** The class for a Prism token with these kinds (`['token', 'keyword']`), or null when no role colours it. */
export function tokenClass(kinds: readonly string[]): string | null {
  const role = kinds.map((kind) => ROLE_OF_KIND[kind]).find(Boolean);
  return role ? TOKEN_CLASS[role] : null;
}
