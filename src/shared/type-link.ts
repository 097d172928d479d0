/** A piece of a type, and where its name leads as the component docs plugin resolved it. */
export type TypeToken = Queries.TypeTokenFieldsFragment;
export type TypeLink = NonNullable<TypeToken['link']>;

/** The anchor of a library type's definition on a component page. */
export const typeAnchor = (name: string): string => `type-${name}`;

/** `type` -> this page's definition; `doc` (a site path, `/docs/components/Surface/#props`) and `external` (a URL) as they are. */
export function typeLinkHref(link: TypeLink): string {
  return link.kind === 'type' ? `#${typeAnchor(link.target)}` : link.target;
}

/** Longer types than this are shown shortened, with a control that shows them whole. */
export const SHORT_TYPE_LENGTH = 60;

const STRING_LITERAL_UNION = /^'[^']*'(\s*\|\s*'[^']*')+$/;

/** `'text' | 'outlined'` -> [`'text'`, `'outlined'`]; null for any other type. */
export function stringLiteralMembers(tokens: readonly TypeToken[]): string[] | null {
  if (tokens.length !== 1 || tokens[0].link) return null;
  const text = tokens[0].text.trim();
  return STRING_LITERAL_UNION.test(text) ? text.split('|').map((member) => member.trim()) : null;
}

/** The first characters of a type, cut at a word boundary, as plain text: `{ label: string; onPress…`. */
export function shortenedType(tokens: readonly TypeToken[], length = SHORT_TYPE_LENGTH - 20): string {
  const text = tokens.map((token) => token.text).join('');
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('<'), cut.lastIndexOf('|'));
  return `${(boundary > length / 2 ? cut.slice(0, boundary) : cut).trimEnd()} …`;
}
