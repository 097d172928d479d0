/** A sentence of a page model: text, and links that the HTML and the Markdown each render their way. */
export type Inline = string | { text: string; to: string; note?: string };

export interface PageLink {
  title: string;
  url: string;
}

export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
