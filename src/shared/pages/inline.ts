/** A link in a page model's sentence; `note` follows it as plain text. */
export interface InlineLink {
  text: string;
  to: string;
  note?: string;
  /** The link's text is code (a prop's name). */
  asCode?: true;
}

/** A sentence of a page model: text, code, and links that the HTML and the Markdown each render their way. */
export type Inline = string | { code: string } | InlineLink;

export interface PageLink {
  title: string;
  url: string;
}

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
