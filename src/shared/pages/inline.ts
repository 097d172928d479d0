/** A sentence of a page model: text, and links that the HTML and the Markdown each render their way. */
export type Inline = string | { text: string; to: string; note?: string };

export interface PageLink {
  title: string;
  url: string;
}

/** The words of an inline sequence without its links' targets (for a summary, a title). */
export const inlineText = (parts: readonly Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.text + (part.note ?? ''))).join('');

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
