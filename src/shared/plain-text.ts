/** One line of markdown as plain text, for meta descriptions: no code ticks, emphasis or link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}
